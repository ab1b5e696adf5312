import type { TaskStatusValue } from '@ceping/contract';
import type { Dayjs } from 'dayjs';
import type { TaskListParams } from './api.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';

/** What the task search form holds. */
export interface TaskSearchValues {
  status?: TaskStatusValue;
  regionId?: number;
  platform?: string;
  taskNo?: string;
  productTitle?: string;
  userId?: number;
  staffId?: number;
  /** One shop's tasks (the shop page). */
  shopId?: number;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';

/** List query of `GET /system/task/list`: empty filters dropped, creation days as `params[beginTime|endTime]`. */
export function buildTaskQuery({ search, pageNum, pageSize }: PagedState<TaskSearchValues>): TaskListParams {
  const query: TaskListParams = { pageNum, pageSize };
  if (search.status) query.status = search.status;
  if (search.regionId) query.regionId = search.regionId;
  if (search.platform) query.platform = search.platform;
  if (search.userId) query.userId = search.userId;
  if (search.staffId) query.staffId = search.staffId;
  if (search.shopId) query.shopId = search.shopId;
  const taskNo = textFilter(search.taskNo);
  if (taskNo) query.taskNo = taskNo;
  const productTitle = textFilter(search.productTitle);
  if (productTitle) query.productTitle = productTitle;
  const [begin, end] = search.dateRange ?? [];
  if (begin && end) query.params = { beginTime: begin.format(DAY), endTime: end.format(DAY) };
  return query;
}
