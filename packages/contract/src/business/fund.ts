import { z } from 'zod';
import { pageQuerySchema, text } from '../common.ts';
import { queryId } from './catalogue-fields.ts';

/** Ledger filters. A seller always gets its own rows whatever `userId` says. */
export const fundListQuerySchema = pageQuerySchema.extend({
  userId: queryId,
  userName: text().trim().max(30).optional(),
  type: z.coerce.number().int().min(1).max(99).optional().catch(undefined),
  refNo: text().trim().max(40).optional(),
});
export type FundListQuery = z.infer<typeof fundListQuerySchema>;

export const fundOverviewQuerySchema = pageQuerySchema.extend({
  userName: text().trim().max(30).optional(),
  /** `0` only inconsistent accounts, `1` only consistent ones. */
  consistent: z.enum(['0', '1', '']).optional().catch(undefined),
  debt: z.enum(['1', '']).optional().catch(undefined),
});
export type FundOverviewQuery = z.infer<typeof fundOverviewQuerySchema>;

export interface FundRow {
  fundId: number;
  userId: number;
  userName: string | null;
  nickName: string | null;
  type: number;
  amount: string;
  balanceBefore: string;
  balanceAfter: string;
  refType: string;
  refId: number | null;
  refNo: string;
  operator: string;
  remark: string;
  createTime: string | null;
}
export interface FundSummary {
  income: string;
  spend: string;
  net: string;
  count: number;
}
export interface FundOverviewRow {
  userId: number;
  userName: string;
  nickName: string;
  status: string;
  money: string;
  frozen: string;
  ledgerSum: string;
  ledgerCount: number;
  lastTime: string | null;
  /** money = Σ ledger. */
  consistent: boolean;
}
export interface FundOverviewTotals {
  money: string;
  frozen: string;
  ledgerSum: string;
  debt: string;
  accounts: number;
  inconsistent: number;
}
