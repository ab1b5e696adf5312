import { DashboardPage } from '../../features/dashboard/index.ts';

/**
 * Home dashboard (`/home/index`, `/index1`). Its order table opens the order detail dialog once
 * features/order provides it: `<DashboardPage orderDetail={OrderDetailDialog} />`.
 */
export default function Home() {
  return <DashboardPage />;
}
