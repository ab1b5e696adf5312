import { ordersEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../../api/endpoint.ts';
import { getOrder, getOrderByNo, orderHistory } from '../api.ts';

/** What opens the detail dialog: an order id, or an order number (`getOneBy`). */
export interface OrderTarget {
  orderId?: number | null;
  orderNo?: string | null;
  platform?: string;
}

/** `GET /system/orders/{id}` or `GET /system/orders/getOneBy?orderNo=` while the dialog is open. */
export function useOrderDetail({ orderId, orderNo, platform }: OrderTarget, enabled: boolean) {
  const byId = typeof orderId === 'number' && orderId > 0;
  const no = orderNo?.trim() ?? '';
  return useQuery({
    queryKey: byId
      ? endpointKey(ordersEndpoints.get, { params: { id: orderId } })
      : endpointKey(ordersEndpoints.getOneBy, { query: { orderNo: no, platform } }),
    queryFn: async () => {
      const res = byId ? await getOrder(orderId) : await getOrderByNo(no, platform);
      if (!res.data) throw new Error('order detail missing');
      return res.data;
    },
    enabled: enabled && (byId || no !== ''),
  });
}

/** The order's events for the timeline, oldest first. */
export function useOrderHistory(orderId: number | undefined) {
  return useQuery({
    queryKey: endpointKey(ordersEndpoints.history, { query: { orderId } }),
    queryFn: async () => (await orderHistory({ orderId: orderId as number })).data,
    enabled: typeof orderId === 'number',
  });
}
