import { FIXED_SERVICE_KEYS, SERVICE_KEYS } from '@ceping/contract';
import type { TaskFeeSet, TaskPrice, TaskPriceInput, TaskPriceLine } from '@ceping/contract';
import Decimal from 'decimal.js';

/** What pricing needs from the catalogue (the shape `loadPriceContext` returns). */
export interface PricingContext {
  region: { regionId: number; regionName: string; platform: string; coinName: string | null; rate: string };
  basePrice: string;
  fees: TaskFeeSet;
  user: { rate: string; addMoney: string };
}

/** The largest allTotalPrice one task may carry (CNY). */
export const MAX_TASK_TOTAL = new Decimal('100000000');

const D = (v: Decimal.Value) => new Decimal(v);
/** Half-up to 0.01, the rounding of every money line. */
const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (v: Decimal) => cents(v).toFixed(2);

const FIXED_SERVICES = FIXED_SERVICE_KEYS;
const FEE_KEYS = SERVICE_KEYS;
/** The fee set with two decimals and nothing else (stored as the task's fee snapshot). */
export function feeSnapshot(fees: TaskFeeSet): TaskFeeSet {
  const out = {} as TaskFeeSet;
  for (const k of FEE_KEYS) out[k] = money(D(fees[k]));
  return out;
}

/** The options of a task that decide which services are charged (stored task rows have them too). */
export interface ServiceChoice {
  follow: number;
  wish: number;
  cart: number;
  chat: number;
  gift: number;
  coupon: number;
  compare: number;
  browse: number;
  matchProduct: number;
}

/**
 * The per-order service part as breakdown rows: base price, each enabled fixed service, compare and
 * browse (count × unit), matched products (Σ num × unit) and the seller's surcharge (a discount only
 * as far as it was given). Zero rows other than the base price are left out.
 */
export function priceLines(fees: TaskFeeSet, basePrice: Decimal.Value, addMoney: Decimal.Value, choice: ServiceChoice, matchNum: number): TaskPriceLine[] {
  const lines: TaskPriceLine[] = [{ item: 'base', amount: money(D(basePrice)) }];
  for (const key of FIXED_SERVICES) {
    const fee = D(fees[key]);
    if (choice[key] === 1 && !fee.isZero()) lines.push({ item: key, amount: money(fee) });
  }
  const counted: ['compare' | 'browse' | 'matchProduct', number][] = [
    ['compare', choice.compare],
    ['browse', choice.browse],
    ['matchProduct', choice.matchProduct === 1 ? matchNum : 0],
  ];
  for (const [item, count] of counted) {
    const unit = D(fees[item]);
    if (count > 0 && !unit.isZero()) lines.push({ item, count, unit: money(unit), amount: money(unit.times(count)) });
  }
  // A discount larger than base + services stops the service part at zero: the line shows what was given.
  const beforeSurcharge = lines.reduce((sum, l) => sum.plus(l.amount), D(0));
  const applied = Decimal.max(D(addMoney), beforeSurcharge.neg());
  if (!applied.isZero()) lines.push({ item: 'addMoney', amount: money(applied) });
  return lines;
}

/** "18 + 1 + 1 + 1 + 2 + 2 + 3 + 2 = 30": the lines without trailing zeros, a discount as "- 2". */
export function unitPriceText(lines: TaskPriceLine[], unitPrice: Decimal.Value): string {
  const short = (v: Decimal) => v.toDecimalPlaces(2).toString();
  let text = '';
  lines.forEach((l, i) => {
    const v = D(l.amount);
    if (i === 0) text = short(v);
    else text += v.isNegative() ? ` - ${short(v.abs())}` : ` + ${short(v)}`;
  });
  return `${text} = ${short(D(unitPrice))}`;
}

/**
 * CNY per coin a seller pays in a region: region rate × (1 + seller uplift / 100), four decimals. A
 * region without a coin is priced in RMB: rate 1 and no uplift, whatever rate is stored.
 */
export function effectiveRate(region: { coinName: string | null; rate: Decimal.Value }, userRate: Decimal.Value): Decimal {
  if (!region.coinName) return D(1);
  return D(region.rate)
    .times(D(1).plus(D(userRate).div(100)))
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}

/**
 * Prices a task by docs/DOMAIN.md §5. Pure: decimal arithmetic only, every money line rounded half-up
 * to 0.01, the effective rate kept to four decimals. Shipping does not change the price. The service
 * part per order never goes below zero: a surcharge discount larger than the services is capped there.
 */
export function priceTask(ctx: PricingContext, body: TaskPriceInput): TaskPrice {
  const rate = effectiveRate(ctx.region, ctx.user.rate);
  const mainProductPrice = cents(D(body.productPrice).times(body.perQuantity).times(rate));
  const matched = body.matchProduct === 1 ? body.products : [];
  const products = matched.map((p) => ({ productPrice: D(p.productPrice).toFixed(2), num: p.num, ratePrice: cents(D(p.productPrice).times(rate)) }));
  const matchProductPrice = products.reduce((s, p) => s.plus(p.ratePrice.times(p.num)), D(0));
  const matchNum = matched.reduce((s, p) => s + p.num, 0);

  const fees = ctx.fees;
  const compareMoney = cents(D(fees.compare).times(body.compare));
  const browseMoney = cents(D(fees.browse).times(body.browse));
  const matchProductMoney = cents(D(fees.matchProduct).times(matchNum));
  const fixed = FIXED_SERVICES.reduce((s, k) => (body[k] === 1 ? s.plus(D(fees[k])) : s), D(0));
  const addServicePerOrder = cents(fixed.plus(compareMoney).plus(browseMoney).plus(matchProductMoney));
  const basePrice = cents(D(ctx.basePrice));
  const addMoney = cents(D(ctx.user.addMoney));
  const unitPrice = Decimal.max(0, basePrice.plus(addServicePerOrder).plus(addMoney));
  const totalPrice = mainProductPrice.plus(matchProductPrice).plus(unitPrice);
  const lines = priceLines(fees, basePrice, addMoney, body, matchNum);

  return {
    regionId: ctx.region.regionId,
    regionName: ctx.region.regionName,
    platform: ctx.region.platform,
    regionCoin: ctx.region.coinName,
    regionRate: (ctx.region.coinName ? D(ctx.region.rate) : D(1)).toFixed(4),
    userRate: (ctx.region.coinName ? D(ctx.user.rate) : D(0)).toFixed(4),
    rate: rate.toFixed(4),
    basePrice: money(basePrice),
    addMoney: money(addMoney),
    fees: feeSnapshot(fees),
    perQuantity: body.perQuantity,
    taskQuantity: body.taskQuantity,
    compareMoney: money(compareMoney),
    browseMoney: money(browseMoney),
    matchProductMoney: money(matchProductMoney),
    addServicePerOrder: money(addServicePerOrder),
    mainProductPrice: money(mainProductPrice),
    matchProductPrice: money(matchProductPrice),
    products: products.map((p) => ({ productPrice: p.productPrice, num: p.num, ratePrice: money(p.ratePrice) })),
    unitPrice: money(unitPrice),
    unitPriceStr: unitPriceText(lines, unitPrice),
    totalPrice: money(totalPrice),
    allTotalAddService: money(addServicePerOrder.times(body.taskQuantity)),
    allTotalPrice: money(totalPrice.times(body.taskQuantity)),
    lines,
  };
}
