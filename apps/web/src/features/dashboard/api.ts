import { type OrderStatusValue, ordersEndpoints, signInEndpoints } from '@ceping/contract';
import { call, endpointKey } from '../../api/endpoint.ts';

/** Rows the dashboard's order table shows. */
export const LATEST_ORDERS = 8;

/** The caller's sign-in status (server's GMT+8 today, streak, this month's days). */
export const signInInfo = () => call(signInEndpoints.info);
export const signInInfoKey = () => endpointKey(signInEndpoints.info);

/** Signs in for today; answers the new status (`msg` names the streak). */
export const signInToday = () => call(signInEndpoints.signIn);

/** Order figures of the caller's scope (a seller's own with its sub-accounts', or all for staff and admin). */
export const orderFigures = () => call(ordersEndpoints.chartsIndex);
export const orderFiguresKey = () => endpointKey(ordersEndpoints.chartsIndex);

/** Orders placed, completed and their amounts per day over `[beginTime, endTime]` (yyyy-MM-dd, GMT+8). */
export const orderSeriesQuery = (beginTime: string, endTime: string) => ({ query: { beginTime, endTime } });
export const orderSeries = (beginTime: string, endTime: string) => call(ordersEndpoints.charts3, orderSeriesQuery(beginTime, endTime));
export const orderSeriesKey = (beginTime: string, endTime: string) => endpointKey(ordersEndpoints.charts3, orderSeriesQuery(beginTime, endTime));

/** The latest orders of the caller's scope, newest first, optionally of one state. */
const latestQuery = (orderStatus: OrderStatusValue | undefined) => ({
  query: { pageNum: 1, pageSize: LATEST_ORDERS, orderByColumn: 'id', isAsc: 'desc' as const, orderStatus },
});
export const latestOrders = (orderStatus?: OrderStatusValue) => call(ordersEndpoints.list, latestQuery(orderStatus));
export const latestOrdersKey = (orderStatus?: OrderStatusValue) => endpointKey(ordersEndpoints.list, latestQuery(orderStatus));
