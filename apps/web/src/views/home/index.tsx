import { DashboardPage } from '../../features/dashboard/index.ts';
import { OrderDetailDialog } from '../../features/order/index.ts';

/** Home dashboard (`/home/index`, `/index1`): its order table opens the order detail dialog. */
export default function Home() {
  return <DashboardPage orderDetail={OrderDetailDialog} />;
}
