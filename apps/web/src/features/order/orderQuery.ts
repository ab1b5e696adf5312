import type { Dayjs } from 'dayjs';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import type { OrderListParams } from './api.ts';

/** The time field a date range filters on. */
export const TIME_FIELDS = ['createTime', 'acceptTime', 'shipTime', 'completeTime'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** What the order filter form holds (plus the filters a screen fixes, e.g. a workbench tab or one shop). */
export interface OrderSearchValues {
  orderNo?: string;
  keyword?: string;
  taskNo?: string;
  taskId?: number;
  /** One state, or several comma-separated (`'1,2'`). */
  orderStatus?: string;
  evaluateStatus?: string;
  settleStatus?: string;
  platform?: string;
  regionId?: number;
  shopId?: number;
  userId?: number;
  staffId?: number;
  remarked?: '1';
  timeField?: TimeField;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';
const RANGE_KEYS: Record<TimeField, [string, string]> = {
  createTime: ['beginTime', 'endTime'],
  acceptTime: ['beginAcceptTime', 'endAcceptTime'],
  shipTime: ['beginShipTime', 'endShipTime'],
  completeTime: ['beginCompleteTime', 'endCompleteTime'],
};

/** Filters without paging (the export and the figures use them): empty ones dropped, the date range on its field. */
export function orderFilters(search: OrderSearchValues): OrderListParams {
  const q: OrderListParams = {};
  for (const key of ['orderNo', 'keyword', 'taskNo'] as const) {
    const v = textFilter(search[key]);
    if (v) q[key] = v;
  }
  for (const key of ['orderStatus', 'evaluateStatus', 'settleStatus', 'platform', 'remarked'] as const) {
    const v = search[key];
    if (v) (q as Record<string, unknown>)[key] = v;
  }
  for (const key of ['taskId', 'regionId', 'shopId', 'userId', 'staffId'] as const) {
    const v = search[key];
    if (v) q[key] = v;
  }
  const [begin, end] = search.dateRange ?? [];
  if (begin && end) {
    const [from, to] = RANGE_KEYS[search.timeField ?? 'acceptTime'];
    q.params = { [from]: begin.format(DAY), [to]: end.format(DAY) };
  }
  return q;
}

/** `GET /system/orders/list` query of a list state. */
export function buildOrderQuery({ search, pageNum, pageSize }: PagedState<OrderSearchValues>): OrderListParams {
  return { ...orderFilters(search), pageNum, pageSize };
}
