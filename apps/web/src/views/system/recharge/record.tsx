import { RechargeListPage } from '../../../features/recharge/index.ts';

/** Finance → Recharge records: every recharge, filters and export. */
export default function RechargeRecordView() {
  return <RechargeListPage mode="record" />;
}
