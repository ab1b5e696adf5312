import { formatMoney } from './format.ts';

/**
 * Exact arithmetic on CNY amounts with two decimals. Amounts travel as strings ("-12.30") and are
 * added here as integer cents, so a preview such as "balance before → after" never shows a float
 * rounding artefact.
 */

const AMOUNT = /^([+-]?)(\d+)(?:\.(\d{0,2}))?$/;

/** Cents of an amount with at most two decimals, or null when the text is not such an amount. */
export function toCents(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, sign, int, frac = ''] = match;
  const cents = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** "1234.5" style text (no grouping) of a number of cents: `-1234.50`. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const int = abs / 100n;
  const frac = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${int}.${frac}`;
}

/** Sum of two amounts, or null when either is not an amount. */
export function addAmounts(a: string | number | null | undefined, b: string | number | null | undefined): string | null {
  const x = toCents(a);
  const y = toCents(b);
  return x === null || y === null ? null : fromCents(x + y);
}

/** -1, 0 or 1 by the sign of an amount (0 for anything that is not an amount). */
export function amountSign(value: string | number | null | undefined): -1 | 0 | 1 {
  const cents = toCents(value);
  if (cents === null || cents === 0n) return 0;
  return cents < 0n ? -1 : 1;
}

/** Grouped text with an explicit sign for positive amounts: `+1,200.00`, `-35.10`, `0.00`. */
export function formatSigned(value: string | number | null | undefined): string {
  const text = formatMoney(value);
  return amountSign(value) > 0 ? `+${text}` : text;
}

/** Number of decimals an entered number carries (for the "at most two decimals" check). */
export function decimalPlaces(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/e-/i.test(text)) {
    const [base, exp] = text.toLowerCase().split('e-');
    return decimalPlaces(base) + Number(exp);
  }
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A decimal without trailing zeros: "1.5000" → "1.5", "0.0000" → "0" (rates and percentages). */
export function trimDecimal(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  if (!/^-?\d+\.\d+$/.test(text)) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}
