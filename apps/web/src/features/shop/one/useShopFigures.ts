import { ORDER_STATES, ordersEndpoints, taskEndpoints } from '@ceping/contract';
import { useQueries } from '@tanstack/react-query';
import { call, endpointKey } from '../../../api/endpoint.ts';

/** The figures of one shop: its tasks (all, in progress) and its orders (all, per state). */
export interface ShopFigures {
  tasks: number;
  tasksRunning: number;
  orders: number;
  byStatus: Record<(typeof ORDER_STATES)[number], number>;
}

const ORDER_FILTERS = [undefined, ...ORDER_STATES] as const;

/**
 * Counts from the lists' `total` (one row asked per count: the server counts on its indexes), so the
 * figures follow the same scope and rules as the lists below them.
 */
export function useShopFigures(shopId: number): { data: ShopFigures | undefined; loading: boolean } {
  const taskQueries = [
    { shopId, pageNum: 1, pageSize: 1 },
    { shopId, status: '1' as const, pageNum: 1, pageSize: 1 },
  ];
  const orderQueries = ORDER_FILTERS.map((orderStatus) => ({ shopId, orderStatus, pageNum: 1, pageSize: 1 }));
  return useQueries({
    queries: [
      ...taskQueries.map((query) => ({
        queryKey: endpointKey(taskEndpoints.list, { query }),
        queryFn: async () => (await call(taskEndpoints.list, { query })).total,
      })),
      ...orderQueries.map((query) => ({
        queryKey: endpointKey(ordersEndpoints.list, { query }),
        queryFn: async () => (await call(ordersEndpoints.list, { query })).total,
      })),
    ],
    combine: (results) => {
      const loading = results.some((r) => r.isPending);
      if (results.some((r) => r.data === undefined)) return { data: undefined, loading };
      const n = results.map((r) => r.data as number);
      const byStatus = Object.fromEntries(ORDER_STATES.map((s, i) => [s, n[3 + i]])) as ShopFigures['byStatus'];
      return { data: { tasks: n[0], tasksRunning: n[1], orders: n[2], byStatus }, loading };
    },
  });
}
