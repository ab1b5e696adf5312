import Decimal from 'decimal.js';
import { type AnyColumn, type SQL, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fail, notFound } from '../../core/errors.ts';
import type { LoginUser } from '../../core/session.ts';
import { type Executor, type Tx, rows } from '../../db/client.ts';
import { sysSite, sysUser } from '../../db/schema/index.ts';
import { getConfigValue } from '../system/config/index.ts';
import type { Store } from '../../core/store.ts';
import { isSellerOnly } from '../system/user/index.ts';

/**
 * Helpers shared by the money documents (recharges, withdrawals, debts, invoices, statements,
 * complaints): the owner's row locked for the transaction, the frozen amount, configured limits, and
 * the owner/site columns and join the lists read.
 */

export interface LockedSeller {
  money: string;
  frozen: string;
  siteId: number | null;
  hasPayPwd: boolean;
}

/** Locks the owner's row until the transaction ends: checks and the money move see one state. */
export async function lockSeller(tx: Tx, userId: number): Promise<LockedSeller> {
  const [row] = await rows<{ money: string; frozen: string; site_id: number | null; has_pay_pwd: boolean }>(
    tx,
    sql`select money::text as money, frozen::text as frozen, site_id, pay_pwd is not null as has_pay_pwd from sys_user where user_id = ${userId} and del_flag = '0' for update`,
  );
  if (!row) throw notFound();
  return { money: row.money, frozen: row.frozen, siteId: row.site_id === null ? null : Number(row.site_id), hasPayPwd: row.has_pay_pwd };
}

/** Adds `delta` (signed) to the owner's frozen amount; the table's check keeps it ≥ 0. */
export async function moveFrozen(tx: Tx, userId: number, delta: Decimal.Value): Promise<{ money: string; frozen: string }> {
  const [row] = await rows<{ money: string; frozen: string }>(
    tx,
    sql`update sys_user set frozen = frozen + ${new Decimal(delta).toFixed(2)}::numeric where user_id = ${userId} returning money::text as money, frozen::text as frozen`,
  );
  if (!row) throw notFound();
  return { money: new Decimal(row.money).toFixed(2), frozen: new Decimal(row.frozen).toFixed(2) };
}

export async function balancesOf(ex: Executor, userId: number): Promise<{ money: string; frozen: string }> {
  const [row] = await ex.select({ money: sysUser.money, frozen: sysUser.frozen }).from(sysUser).where(eq(sysUser.userId, userId));
  if (!row) throw notFound();
  return { money: new Decimal(row.money).toFixed(2), frozen: new Decimal(row.frozen).toFixed(2) };
}

/** A configured amount (e.g. `ceping.withdraw.min`); the default when unset or unreadable. */
export async function configAmount(db: Executor, store: Store, key: string, fallback: string): Promise<Decimal> {
  const raw = (await getConfigValue(db, store, key)).trim();
  return /^\d+(\.\d+)?$/.test(raw) ? new Decimal(raw) : new Decimal(fallback);
}

/** Refuses accounts that are not sellers (staff and admins neither recharge nor withdraw). */
export function assertSeller(u: Pick<LoginUser, 'userId' | 'roles'>, key: 'recharge.sellerOnly' | 'withdrawal.sellerOnly' | 'invoice.sellerOnly'): void {
  if (!isSellerOnly(u)) throw fail(key);
}

/** A seller reads only its own documents; finance reads all. */
export const ownerOf = (u: Pick<LoginUser, 'userId' | 'roles'>): number | undefined => (isSellerOnly(u) ? u.userId : undefined);

/**
 * A money document's table with its owner, what a list's user-name filter reads when its total is
 * counted (core/list-page.ts): a left join on the owner's key, one row each. Built once per module.
 */
export const withOwner = (table: PgTable, userId: AnyColumn): SQL => sql`${table} left join ${sysUser} on ${sysUser.userId} = ${userId}`;

/** The owner's account and site name for list rows. */
export const ownerCols = {
  userName: sql<string>`coalesce(${sysUser.userName}, '')`,
  nickName: sql<string>`coalesce(${sysUser.nickName}, '')`,
  siteName: sysSite.siteName,
};

/** Start of today in GMT+8 (the console's day). */
export function startOfToday(now = Date.now()): Date {
  const offset = 8 * 3600_000;
  return new Date(Math.floor((now + offset) / 86400_000) * 86400_000 - offset);
}

/** The guard of a transition: the row in the expected state (and owner), or the reason it is not. */
export async function transitionMissed(ex: Executor, exists: SQL): Promise<never> {
  const found = await rows<{ one: number }>(ex, sql`select 1 as one where exists (${exists})`);
  throw found.length ? fail('money.stateChanged') : notFound();
}
