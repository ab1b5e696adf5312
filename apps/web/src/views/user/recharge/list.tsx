import { RechargeListPage } from '../../../features/recharge/index.ts';

/** Seller → My recharges (withdraw a pending one). */
export default function MyRechargesView() {
  return <RechargeListPage mode="own" />;
}
