import OrderListScreen from './OrderListScreen.tsx';

/** Business → Orders: every order (staff and admin), with every filter and the actions each may take. */
export default function OrdersPage() {
  return <OrderListScreen variant="all" />;
}
