import { WithdrawalPage } from '../../../features/withdrawal/index.ts';

/** Seller → Withdraw: own requests; a new one after the second password. */
export default function MyWithdrawalsView() {
  return <WithdrawalPage mode="seller" />;
}
