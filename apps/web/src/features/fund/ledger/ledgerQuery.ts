import type { Dayjs } from 'dayjs';
import type { FundListParams } from '../api.ts';
import { type PagedState, textFilter } from '../../../components/list/usePagedList.ts';

/** What the ledger filter form holds. */
export interface LedgerSearchValues {
  userId?: number;
  type?: string;
  refNo?: string;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';

/** Filters without paging: what the summary and the export use. */
export function ledgerFilters(search: LedgerSearchValues, ownOnly: boolean): FundListParams {
  const query: FundListParams = {};
  if (!ownOnly && search.userId) query.userId = search.userId;
  if (search.type) query.type = Number(search.type);
  const refNo = textFilter(search.refNo);
  if (refNo) query.refNo = refNo;
  const [begin, end] = search.dateRange ?? [];
  if (begin && end) query.params = { beginTime: begin.format(DAY), endTime: end.format(DAY) };
  return query;
}

export function buildLedgerQuery(ownOnly: boolean) {
  return ({ search, pageNum, pageSize }: PagedState<LedgerSearchValues>): FundListParams => ({ ...ledgerFilters(search, ownOnly), pageNum, pageSize });
}
