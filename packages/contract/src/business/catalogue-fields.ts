import { z } from 'zod';
import { text } from '../common.ts';

/** An id in a JSON body. */
export const bodyId = z.number({ error: 'validation.idList' }).int().positive();
/** An optional id filter in a query string (garbage is ignored, never widened). */
export const queryId = z.coerce.number().int().positive().optional().catch(undefined);

/** A decimal sent as a JSON number or string; `pattern` decides scale and sign. Answers the canonical string. */
const decimalText = (pattern: RegExp, message: string) =>
  z
    .union([z.number(), text()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(text().regex(pattern, message));

/** CNY per one coin: > 0, at most six integer digits and four decimals. */
export const exchangeRateSchema = decimalText(/^\d{1,6}(\.\d{1,4})?$/, 'region.rateInvalid').refine((v) => Number(v) > 0, 'region.rateInvalid');

/** A non-negative CNY price up to 100000 with at most two decimals. */
export const priceAmountSchema = decimalText(/^\d{1,6}(\.\d{1,2})?$/, 'price.amountInvalid').refine((v) => Number(v) <= 100000, 'price.amountInvalid');

/** A seller's exchange-rate uplift in percent: 0–100, at most four decimals. */
export const upliftSchema = decimalText(/^\d{1,3}(\.\d{1,4})?$/, 'customer.rateInvalid').refine((v) => Number(v) <= 100, 'customer.rateInvalid');

/** A per-order surcharge (negative = discount): within ±1000, at most two decimals. */
export const surchargeSchema = decimalText(/^-?\d{1,4}(\.\d{1,2})?$/, 'customer.addMoneyInvalid').refine(
  (v) => Math.abs(Number(v)) <= 1000,
  'customer.addMoneyInvalid',
);

/** A currency code (USD, GBP…) as sent; empty or null means prices show in RMB, absent = unchanged. */
export const coinNameInputSchema = text()
  .trim()
  .regex(/^([A-Z]{2,10})?$/, 'region.coinInvalid')
  .nullable()
  .optional();
/** A currency code, normalised: null = prices show in RMB. */
export const coinNameSchema = coinNameInputSchema.transform((v) => v || null);

/** A marketplace platform key (dictionary `platform`). */
export const platformSchema = text({ error: 'region.platformRequired' })
  .trim()
  .min(1, 'region.platformRequired')
  .max(20, 'validation.tooLong')
  .regex(/^[a-z][a-z0-9_-]*$/, 'region.platformRequired');

export const orderNumSchema = z.number().int().min(0).max(9999);
