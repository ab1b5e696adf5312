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
