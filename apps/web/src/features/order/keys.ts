import { ordersEndpoints, staffEndpoints, taskEndpoints } from '@ceping/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointKey, resourceKey } from '../../api/endpoint.ts';

/** Every order query (lists, details, history, totals) lives under the orders resource. */
export const ordersKey = resourceKey(ordersEndpoints.list);
export const orderListKey = endpointKey(ordersEndpoints.list);
export const staffListKey = endpointKey(staffEndpoints.list);
export const taskListKey = endpointKey(taskEndpoints.list);

/** Task queries: the contract's resource key, and the task screens' own key (`['business', 'task', …]`). */
function isTaskQuery(key: readonly unknown[]): boolean {
  return key[0] === resourceKey(taskEndpoints.list)[0] || (key[0] === 'business' && key[1] === 'task');
}

/** Refreshes what an order request may have changed: every order query and, with `tasks`, the task queries (quantity left, state). */
export async function refreshOrders(queryClient: QueryClient, tasks = false): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKey }),
    tasks ? queryClient.invalidateQueries({ predicate: (q) => isTaskQuery(q.queryKey) }) : undefined,
  ]);
}

export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return useCallback((tasks = false) => refreshOrders(queryClient, tasks), [queryClient]);
}
