import { WithdrawalPage } from '../../../features/withdrawal/index.ts';

/** Finance → Withdrawal approvals: approve, reject, pay, mark failed. */
export default function WithdrawalAuditView() {
  return <WithdrawalPage mode="finance" />;
}
