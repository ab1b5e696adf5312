import { z } from 'zod';
import { text } from '../common.ts';

/**
 * Field schemas shared by the task body, templates and matched products. Money sent by a seller is a
 * product price in the region's coin only; every CNY amount is computed by the server.
 */

/** A coin price: JSON number or numeric string, > 0, at most two decimals, below one million. */
export const coinPriceSchema = z
  .union([z.number(), text().trim()], { error: 'task.productPriceInvalid' })
  .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(String(v)), 'task.productPriceInvalid')
  .refine((v) => Number(v) > 0 && Number(v) < 1_000_000, 'task.productPriceInvalid')
  .transform((v) => String(v));

/** A 0/1 switch (booleans accepted), default 0. */
export const switchSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'task.switchInvalid' })
  .transform((v) => (v === true || v === 1 ? 1 : 0))
  .default(0);

/** Optional text: trimmed, null/undefined become ''. */
export const textSchema = (max: number) =>
  text()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v ?? '');

const picPattern = /^(https?:\/\/|\/)[^\s<>"'`]*$/;
const urlPattern = /^https?:\/\/[^\s<>"'`]+$/;

/** An uploaded file path (`/profile/...`) or an http(s) image address. */
export const picSchema = (requiredKey: string) =>
  text({ error: requiredKey }).trim().min(1, requiredKey).max(500, 'validation.tooLong').regex(picPattern, 'task.picInvalid');
export const optionalPicSchema = textSchema(500).refine((v) => v === '' || picPattern.test(v), 'task.picInvalid');

export const urlSchema = (requiredKey: string) =>
  text({ error: requiredKey }).trim().min(1, requiredKey).max(1000, 'validation.tooLong').regex(urlPattern, 'task.urlInvalid');
export const optionalUrlSchema = textSchema(1000).refine((v) => v === '' || urlPattern.test(v), 'task.urlInvalid');

export const idField = (key: string) => z.number({ error: key }).int(key).positive(key);

export const keywordRowSchema = z.object({
  keyword: text({ error: 'task.keywordRequired' }).trim().min(1, 'task.keywordRequired').max(200, 'validation.tooLong'),
  remark: textSchema(500),
  quantity: z.number({ error: 'task.keywordQuantity' }).int('task.keywordQuantity').min(1, 'task.keywordQuantity').max(10000, 'task.keywordQuantity'),
});
export type KeywordRow = z.output<typeof keywordRowSchema>;

export const keywordRowsSchema = z.array(keywordRowSchema, { error: 'task.keywordsRequired' }).max(50, 'task.keywordsTooMany');

/** A matched product as the seller describes it (price in the region's coin). */
export const matchProductFields = {
  productImg: optionalPicSchema,
  productTitle: text({ error: 'task.productTitleRequired' }).trim().min(1, 'task.productTitleRequired').max(300, 'validation.tooLong'),
  keyword: textSchema(200),
  sku: textSchema(100),
  productPrice: coinPriceSchema,
  num: z.number({ error: 'task.productNumRange' }).int('task.productNumRange').min(1, 'task.productNumRange').max(10, 'task.productNumRange'),
};
export const matchProductSchema = z.object(matchProductFields);
export type MatchProductInput = z.output<typeof matchProductSchema>;

export const MAX_MATCH_PRODUCTS = 5;
