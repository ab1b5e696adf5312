import OrderListScreen from './OrderListScreen.tsx';

const REMARKED = { remarked: '1' } as const;

/** Seller centre → Order remarks: the orders the seller wrote a remark on, the remark in full, editable. */
export default function RemarkListPage() {
  return <OrderListScreen variant="merchant" fixed={REMARKED} keys={['orderNo', 'product', 'status', 'merchantRemarkFull', 'acceptTime', 'completeTime']} />;
}
