import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';
import { bodyId, priceAmountSchema, queryId } from './catalogue-fields.ts';

/** `userId` null/absent = the region's default row; otherwise a seller's own row. */
const owner = z.number().int().positive().nullable().optional();

export const priceBodySchema = z.object({
  regionId: bodyId,
  userId: owner,
  basePrice: priceAmountSchema,
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const priceEditSchema = priceBodySchema.extend({ priceId: bodyId });
export type PriceBody = z.infer<typeof priceBodySchema>;
export type PriceEdit = z.infer<typeof priceEditSchema>;

/** `scope`: `default` rows only, `user` seller rows only, empty = both. */
export const priceListQuerySchema = pageQuerySchema.extend({
  regionId: queryId,
  userId: queryId,
  platform: text().trim().max(20).optional(),
  userName: text().trim().max(30).optional(),
  scope: z.enum(['default', 'user', '']).optional().catch(undefined),
  status: statusSchema.optional().or(z.literal('')),
});
export type PriceListQuery = z.infer<typeof priceListQuerySchema>;

const feeFields = {
  follow: priceAmountSchema.optional(),
  wish: priceAmountSchema.optional(),
  cart: priceAmountSchema.optional(),
  chat: priceAmountSchema.optional(),
  gift: priceAmountSchema.optional(),
  coupon: priceAmountSchema.optional(),
  compare: priceAmountSchema.optional(),
  browse: priceAmountSchema.optional(),
  matchProduct: priceAmountSchema.optional(),
};
export const feeBodySchema = z.object({ regionId: bodyId, userId: owner, ...feeFields, status: statusSchema.optional(), remark: optionalText(500) });
export const feeEditSchema = feeBodySchema.extend({ feeId: bodyId });
export type FeeBody = z.infer<typeof feeBodySchema>;
export type FeeEdit = z.infer<typeof feeEditSchema>;
export const feeListQuerySchema = priceListQuerySchema;
export type FeeListQuery = PriceListQuery;
