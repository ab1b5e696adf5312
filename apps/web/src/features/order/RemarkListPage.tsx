import OrderListScreen from './OrderListScreen.tsx';

const REMARKED = { remarked: '1' } as const;

/** Seller centre → Order remarks: the orders the seller wrote a remark on, with the remark (whole in a tooltip), editable. */
export default function RemarkListPage() {
  return <OrderListScreen variant="merchant" fixed={REMARKED} keys={['orderNo', 'product', 'status', 'merchantRemark', 'acceptTime', 'completeTime']} />;
}
