import type { AjaxResult, FundListQuery, FundOverviewQuery, FundOverviewRow, FundOverviewTotals, FundRow, FundSummary, TableData } from '@ceping/contract';
import { download, get } from '../../api/request.ts';

const base = '/system/fund';

/** Ledger filters; a seller always gets its own rows whatever `userId` says. */
export type FundListParams = Partial<FundListQuery>;
export type FundOverviewParams = Partial<FundOverviewQuery>;
export type FundOverviewResult = TableData<FundOverviewRow> & { totals: FundOverviewTotals };

export function listFund(params: FundListParams): Promise<TableData<FundRow>> {
  return get<TableData<FundRow>>(`${base}/list`, params);
}

/** Income, spend, net and row count under the same filters as the list. */
export function fundSummary(params: FundListParams): Promise<AjaxResult<FundSummary>> {
  return get<AjaxResult<FundSummary>>(`${base}/summary`, params);
}

/** Per-account balance, frozen amount and ledger sum, with totals over the filtered set. */
export function fundOverview(params: FundOverviewParams): Promise<FundOverviewResult> {
  return get<FundOverviewResult>(`${base}/overview`, params);
}

export function getFund(fundId: number): Promise<AjaxResult<FundRow>> {
  return get<AjaxResult<FundRow>>(`${base}/${fundId}`);
}

/** The filtered ledger as an xlsx file (no paging). */
export function exportFund(params: FundListParams): Promise<boolean> {
  return download(`${base}/export`, params, `fund_${Date.now()}.xlsx`);
}
