import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';
import { bodyId, platformSchema, queryId } from './catalogue-fields.ts';

export const shopTypeSchema = z.enum(['1', '2', '3', '9'], { error: 'validation.field' });

export const shopBodySchema = z.object({
  /** Owner; staff choose it, a seller's own id is always used for sellers. */
  userId: z.number().int().positive().optional().nullable(),
  shopName: text({ error: 'shop.nameRequired' }).trim().min(1, 'shop.nameRequired').max(100, 'validation.tooLong'),
  shopType: shopTypeSchema.optional(),
  platform: platformSchema,
  regionId: z.number().int().positive().nullable().optional(),
  shopUrl: text()
    .trim()
    .max(500, 'validation.tooLong')
    .regex(/^$|^https?:\/\/[^\s<>"']+$/i, 'shop.urlInvalid')
    .nullable()
    .optional()
    .transform((v) => v || null),
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const shopEditSchema = shopBodySchema.extend({ shopId: bodyId });
export type ShopBody = z.infer<typeof shopBodySchema>;
export type ShopEdit = z.infer<typeof shopEditSchema>;

export const shopListQuerySchema = pageQuerySchema.extend({
  userId: queryId,
  shopName: text().trim().max(100).optional(),
  platform: text().trim().max(20).optional(),
  shopType: shopTypeSchema.optional().or(z.literal('')).catch(undefined),
  regionId: queryId,
  status: statusSchema.optional().or(z.literal('')),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;
