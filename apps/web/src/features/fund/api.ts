import { type FundListQuery, type FundOverviewQuery, fundEndpoints } from '@ceping/contract';
import { call, callDownload } from '../../api/endpoint.ts';

/** Ledger filters; a seller always gets its own rows whatever `userId` says. */
export type FundListParams = Partial<FundListQuery>;
export type FundOverviewParams = Partial<FundOverviewQuery>;

export const listFund = (query: FundListParams) => call(fundEndpoints.list, { query });

/** Income, spend, net and row count under the same filters as the list. */
export const fundSummary = (query: FundListParams) => call(fundEndpoints.summary, { query });

/** Per-account balance, frozen amount and ledger sum, with totals over the filtered set. */
export const fundOverview = (query: FundOverviewParams) => call(fundEndpoints.overview, { query });

export const getFund = (fundId: number) => call(fundEndpoints.get, { params: { fundId } });

/** The filtered ledger as an xlsx file (no paging). */
export const exportFund = (filters: FundListParams) => callDownload(fundEndpoints.export, { body: filters }, `fund_${Date.now()}.xlsx`);
