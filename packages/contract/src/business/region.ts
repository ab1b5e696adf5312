import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';
import { bodyId, coinNameInputSchema, coinNameSchema, exchangeRateSchema, orderNumSchema, platformSchema, queryId } from './catalogue-fields.ts';

export const regionBodySchema = z.object({
  regionName: text({ error: 'region.nameRequired' }).trim().min(1, 'region.nameRequired').max(50, 'validation.tooLong'),
  regionNameEn: optionalText(50),
  platform: platformSchema,
  countryCode: text()
    .trim()
    .regex(/^[A-Za-z]{0,8}$/, 'validation.field')
    .optional()
    .nullable(),
  coinName: coinNameSchema,
  rate: exchangeRateSchema,
  orderNum: orderNumSchema.optional(),
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const regionEditSchema = regionBodySchema.extend({ regionId: bodyId });
export type RegionBody = z.infer<typeof regionBodySchema>;
export type RegionEdit = z.infer<typeof regionEditSchema>;

/** `PUT /system/region/batch`: the exchange-rate table saved in one go. */
export const regionBatchSchema = z
  .array(
    z.object({
      regionId: bodyId,
      rate: exchangeRateSchema,
      coinName: coinNameInputSchema,
      status: statusSchema.optional(),
      orderNum: orderNumSchema.optional(),
    }),
    { error: 'region.batchEmpty' },
  )
  .min(1, 'region.batchEmpty')
  .max(500, 'validation.tooLong');
export type RegionBatch = z.infer<typeof regionBatchSchema>;

/** `userId` picks whose effective price the rows carry (sellers always get their own). */
export const regionListQuerySchema = pageQuerySchema.extend({
  platform: text().trim().max(20).optional(),
  regionName: text().trim().max(50).optional(),
  status: statusSchema.optional().or(z.literal('')),
  regionId: queryId,
  userId: queryId,
});
export type RegionListQuery = z.infer<typeof regionListQuerySchema>;
