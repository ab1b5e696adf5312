import type { Dayjs } from 'dayjs';
import type { UserListParams } from '../api.ts';

/** What the search form holds. */
export interface UserSearchValues {
  userName?: string;
  phonenumber?: string;
  status?: '0' | '1';
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

export type SortOrderParam = 'asc' | 'desc';

/** The whole list state: filters, tree node, paging and sorting. */
export interface UserListState {
  search: UserSearchValues;
  deptId?: number;
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: SortOrderParam;
}

export const DEFAULT_PAGE_SIZE = 20;

export const initialUserListState: UserListState = { search: {}, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

const DAY = 'YYYY-MM-DD';

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Builds the list query RuoYi expects: empty filters dropped, the creation date range as
 * `params[beginTime]`/`params[endTime]` (by day), sorting as `orderByColumn`/`isAsc`.
 */
export function buildUserQuery(state: UserListState): UserListParams {
  const { search } = state;
  const query: UserListParams = { pageNum: state.pageNum, pageSize: state.pageSize };
  const userName = text(search.userName);
  const phonenumber = text(search.phonenumber);
  if (userName) query.userName = userName;
  if (phonenumber) query.phonenumber = phonenumber;
  if (search.status) query.status = search.status;
  if (state.deptId !== undefined) query.deptId = state.deptId;
  const [begin, end] = search.dateRange ?? [];
  if (begin && end) query.params = { beginTime: begin.format(DAY), endTime: end.format(DAY) };
  if (state.orderByColumn && state.isAsc) {
    query.orderByColumn = state.orderByColumn;
    query.isAsc = state.isAsc;
  }
  return query;
}

/** The export posts the same filters without paging. */
export function buildExportQuery(state: UserListState): UserListParams {
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = buildUserQuery(state);
  return filters;
}
