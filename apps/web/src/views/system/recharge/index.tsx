import { RechargeListPage } from '../../../features/recharge/index.ts';

/** Finance → Recharge approvals (pending first). */
export default function RechargeAuditView() {
  return <RechargeListPage mode="audit" />;
}
