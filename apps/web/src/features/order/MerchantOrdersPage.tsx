import OrderListScreen from './OrderListScreen.tsx';

/** Seller centre → My orders: the seller's orders and its sub-accounts' (read only); the seller writes its own remark. */
export default function MerchantOrdersPage() {
  return <OrderListScreen variant="merchant" />;
}
