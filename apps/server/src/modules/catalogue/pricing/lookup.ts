import { SERVICE_KEYS } from '@ceping/contract';
import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fail } from '../../../core/errors.ts';
import { type Executor, rowsOfText } from '../../../db/client.ts';
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
  return contextOf(ex, await rowsOfText<ContextRow>(ex, PRICE_CONTEXT, 'price_context', { regionId: q.regionId, userId: q.userId }), q);
}

/**
 * {@link loadPriceContext} for a new task, with the id the task will have: the task sequence's next
 * value, drawn in the same statement (one round trip less per publish).
 */
export async function loadPublishContext(ex: Executor, q: { regionId: number; userId: number }): Promise<PriceContext & { taskId: number }> {
  const found = await rowsOfText<ContextRow & { taskId: string }>(ex, PUBLISH_CONTEXT, 'publish_context', { regionId: q.regionId, userId: q.userId });
  return { ...(await contextOf(ex, found, q)), taskId: Number(found[0].taskId) };
}

async function contextOf(ex: Executor, [found]: ContextRow[], q: { regionId: number; userId: number }): Promise<PriceContext> {
  if (!found) {
    const [region] = await ex
      .select({ id: bizRegion.regionId })
      .from(bizRegion)
      .where(and(eq(bizRegion.regionId, q.regionId), eq(bizRegion.status, '0')));
    throw fail(region ? 'fund.userMissing' : 'region.missing');
  }
  if (found.basePrice === null || found.priceSource === null) throw fail('region.noPrice', found.regionName);
  const fees: FeeSet = found.feeSource === null ? { ...ZERO_FEES } : feeValues(found as unknown as FeeSet);
  return {
    region: {
      regionId: Number(found.regionId),
      regionName: found.regionName,
      regionNameEn: found.regionNameEn,
      platform: found.platform,
      coinName: found.coinName,
      rate: found.regionRate,
    },
    basePrice: found.basePrice,
    fees,
    user: { rate: found.userRate, addMoney: found.addMoney, siteId: found.siteId === null ? null : Number(found.siteId) },
    source: { price: found.priceSource, fee: found.feeSource ?? 'none' },
  };
}

type Source = 'user' | 'parent' | 'default';
type ContextRow = {
  regionId: number | string;
  regionName: string;
  regionNameEn: string | null;
  platform: string;
  coinName: string | null;
  regionRate: string;
  userRate: string;
  addMoney: string;
  siteId: number | string | null;
  basePrice: string | null;
  priceSource: Source | null;
  feeSource: Source | null;
} & Record<keyof FeeSet, string | null>;

/** The fee columns as {@link FeeSet} keys and their column names. */
const FEE_COLUMNS = FEE_KEYS.map((key) => [key, bizFee[key].name] as const);

/** A price or fee row that may apply to the joined user: its own, its parent seller's, or the default. */
const ownRow = (col: AnyColumn) => sql`(${col} is null or ${col} = ${sysUser.userId} or ${col} = ${sysUser.parentId})`;

/** The priority of such a row (own first, then the parent's, then the default) and its source. */
const applicable = (col: AnyColumn) =>
  sql`case when ${col} = ${sysUser.userId} then 0 when ${col} is null then 2 else 1 end as priority,
      case when ${col} = ${sysUser.userId} then 'user' when ${col} is null then 'default' else 'parent' end as source`;

/**
 * The price context in one statement: the region (locked against deletion while an edit's transaction
 * saves the task; a publish locks it in its charge's statement instead), with the user, and the applicable price and fee rows, each
 * the most specific one ({@link pickApplicable} in SQL: the user's own, then the parent seller's, then
 * the default). Its text is built once and sent as a named statement: PostgreSQL parsed and planned
 * the lateral joins on every publish (1.4 of the 1.6 ms it spent on this statement). A publish's variant
 * also draws the new task's id from the task sequence in the same statement.
 */
const contextQuery = (extra: SQL, lock: SQL) =>
  new PgDialect().sqlToQuery(
    sql`select ${extra}${bizRegion.regionId} as "regionId", ${bizRegion.regionName} as "regionName", ${bizRegion.regionNameEn} as "regionNameEn",
          ${bizRegion.platform} as "platform", ${bizRegion.coinName} as "coinName", ${bizRegion.rate}::text as "regionRate",
          ${sysUser.rate}::text as "userRate", ${sysUser.addMoney}::text as "addMoney", ${sysUser.siteId} as "siteId",
          p.base_price as "basePrice", p.source as "priceSource",
          ${sql.join(
            FEE_COLUMNS.map(([key, col]) => sql`f.${sql.identifier(col)} as ${sql.identifier(key)}`),
            sql`, `,
          )}, f.source as "feeSource"
        from ${bizRegion}
        join ${sysUser} on ${sysUser.userId} = ${sql.placeholder('userId')} and ${sysUser.delFlag} = '0'
        left join lateral (
          select ${bizPrice.basePrice}::text as base_price, ${applicable(bizPrice.userId)}
          from ${bizPrice}
          where ${bizPrice.regionId} = ${bizRegion.regionId} and ${bizPrice.status} = '0' and ${ownRow(bizPrice.userId)}
          order by priority limit 1
        ) p on true
        left join lateral (
          select ${sql.join(
            FEE_COLUMNS.map(([, col]) => sql`${sql.identifier(col)}::text as ${sql.identifier(col)}`),
            sql`, `,
          )}, ${applicable(bizFee.userId)}
          from ${bizFee}
          where ${bizFee.regionId} = ${bizRegion.regionId} and ${bizFee.status} = '0' and ${ownRow(bizFee.userId)}
          order by priority limit 1
        ) f on true
        where ${bizRegion.regionId} = ${sql.placeholder('regionId')} and ${bizRegion.status} = '0'
        ${lock}`,
  );
const PRICE_CONTEXT = contextQuery(sql``, sql`for share of ${bizRegion}`);
/** A publish reads without the lock: its charge's statement locks the region itself (`taskRider`'s gate), the only one it writes in. */
const PUBLISH_CONTEXT = contextQuery(sql`nextval(pg_get_serial_sequence('biz_task', 'task_id'))::text as "taskId", `, sql``);
