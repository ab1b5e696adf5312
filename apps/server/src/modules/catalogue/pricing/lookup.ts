import { SERVICE_KEYS } from '@ceping/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { fail } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import { bizFee, bizPrice, bizRegion, sysUser } from '../../../db/schema/index.ts';

/** Value-added service prices (CNY, two decimals). compare/browse/matchProduct are unit prices. */
export interface FeeSet {
  follow: string;
  wish: string;
  cart: string;
  chat: string;
  gift: string;
  coupon: string;
  compare: string;
  browse: string;
  matchProduct: string;
}

export const FEE_KEYS = SERVICE_KEYS satisfies readonly (keyof FeeSet)[];

export interface PriceContext {
  region: { regionId: number; regionName: string; regionNameEn: string | null; platform: string; coinName: string | null; rate: string };
  /** Base price per order (CNY). */
  basePrice: string;
  fees: FeeSet;
  /** The paying user's uplift (percent) and per-order surcharge, and its site. */
  user: { rate: string; addMoney: string; siteId: number | null };
  /** Which rows applied: the user's own, its parent seller's (sub-accounts), or the default. */
  source: { price: 'user' | 'parent' | 'default'; fee: 'user' | 'parent' | 'default' | 'none' };
}

export const ZERO_FEES: FeeSet = {
  follow: '0.00',
  wish: '0.00',
  cart: '0.00',
  chat: '0.00',
  gift: '0.00',
  coupon: '0.00',
  compare: '0.00',
  browse: '0.00',
  matchProduct: '0.00',
};

type Owner = number | null;
/** Picks the most specific row: the user's own, then the parent seller's, then the default (user null). */
export function pickApplicable<T extends { userId: Owner }>(
  list: T[],
  userId: number,
  parentId: Owner,
): { row: T; source: 'user' | 'parent' | 'default' } | undefined {
  const own = list.find((r) => r.userId === userId);
  if (own) return { row: own, source: 'user' };
  const parent = parentId ? list.find((r) => r.userId === parentId) : undefined;
  if (parent) return { row: parent, source: 'parent' };
  const dflt = list.find((r) => r.userId === null);
  return dflt ? { row: dflt, source: 'default' } : undefined;
}

/** The fee values of a fee row. */
export function feeValues(f: FeeSet): FeeSet {
  return {
    follow: f.follow,
    wish: f.wish,
    cart: f.cart,
    chat: f.chat,
    gift: f.gift,
    coupon: f.coupon,
    compare: f.compare,
    browse: f.browse,
    matchProduct: f.matchProduct,
  };
}

/**
 * Everything the price formula (docs/DOMAIN.md §5) needs for one user publishing in one region.
 * A seller's own price/fee rows override the default rows (a sub-account falls back to its parent
 * seller's rows before the default); disabled rows are skipped. Throws `region.missing` for a missing
 * or disabled region, `region.noPrice` when no enabled price row applies, `fund.userMissing` for an
 * unknown user. A region without any fee row prices every service at 0.
 */
export async function loadPriceContext(ex: Executor, q: { regionId: number; userId: number }): Promise<PriceContext> {
  const [region] = await ex
    .select()
    .from(bizRegion)
    .where(and(eq(bizRegion.regionId, q.regionId), eq(bizRegion.status, '0')))
    // Inside a publishing transaction this keeps the region from being deleted underneath it.
    .for('share');
  if (!region) throw fail('region.missing');
  const [user] = await ex
    .select({ rate: sysUser.rate, addMoney: sysUser.addMoney, siteId: sysUser.siteId, parentId: sysUser.parentId })
    .from(sysUser)
    .where(and(eq(sysUser.userId, q.userId), eq(sysUser.delFlag, '0')));
  if (!user) throw fail('fund.userMissing');
  const owners = [q.userId, ...(user.parentId ? [user.parentId] : [])];
  const ownerCond = (col: typeof bizPrice.userId | typeof bizFee.userId) => or(isNull(col), inArray(col, owners));
  const prices = await ex
    .select({ userId: bizPrice.userId, basePrice: bizPrice.basePrice })
    .from(bizPrice)
    .where(and(eq(bizPrice.regionId, q.regionId), eq(bizPrice.status, '0'), ownerCond(bizPrice.userId)));
  const price = pickApplicable(prices, q.userId, user.parentId);
  if (!price) throw fail('region.noPrice', region.regionName);
  const fees = await ex
    .select()
    .from(bizFee)
    .where(and(eq(bizFee.regionId, q.regionId), eq(bizFee.status, '0'), ownerCond(bizFee.userId)));
  const fee = pickApplicable(fees, q.userId, user.parentId);
  const feeSet: FeeSet = fee ? feeValues(fee.row) : { ...ZERO_FEES };
  return {
    region: {
      regionId: region.regionId,
      regionName: region.regionName,
      regionNameEn: region.regionNameEn,
      platform: region.platform,
      coinName: region.coinName,
      rate: region.rate,
    },
    basePrice: price.row.basePrice,
    fees: feeSet,
    user: { rate: user.rate, addMoney: user.addMoney, siteId: user.siteId },
    source: { price: price.source, fee: fee?.source ?? 'none' },
  };
}
