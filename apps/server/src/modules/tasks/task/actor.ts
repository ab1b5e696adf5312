import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { isAdminUser } from '../../../core/access.ts';
import type { LoginUser } from '../../../core/session.ts';
import { type Executor, rowsOfText } from '../../../db/client.ts';

/**
 * Who is acting, as the task services need it. Staff (role service) and admins see and operate every
 * task; a seller sees its own and (read-only) its sub-accounts', and changes only its own.
 */
export interface Actor {
  userId: number;
  userName: string;
  admin: boolean;
  staff: boolean;
}

export function actorOf(u: Pick<LoginUser, 'userId' | 'userName' | 'roles'>): Actor {
  const admin = isAdminUser(u);
  return { userId: u.userId, userName: u.userName, admin, staff: admin || u.roles.some((r) => r.roleKey === 'service') };
}

/**
 * Rows a caller may read: everything for staff, else its own rows plus its sub-accounts' rows. Written
 * as `= any(array(…))`: the ids are computed once (an index lookup on `parent_id`) and the owner
 * index serves the filter; an `or … in (subquery)` made PostgreSQL scan the whole table instead.
 */
export function readScope(actor: Actor, ownerCol: AnyColumn): SQL | undefined {
  if (actor.staff) return undefined;
  return sql`${ownerCol} = any(array(select ${actor.userId}::bigint union all select user_id from sys_user where parent_id = ${actor.userId}))`;
}

/**
 * The owners a seller reads (itself first, then its sub-accounts); undefined for staff, who read every
 * owner's rows. Every seller's list call asks, so it is a named statement of fixed text (parsed once
 * per connection, its plan an index lookup on `parent_id` whatever the seller), without a query builder.
 */
export async function readOwners(ex: Executor, actor: Actor): Promise<number[] | undefined> {
  if (actor.staff) return undefined;
  const subs = await rowsOfText<{ user_id: number | string }>(ex, { sql: SUB_ACCOUNTS, params: [actor.userId] }, 'seller_sub_accounts');
  return [actor.userId, ...subs.map((s) => Number(s.user_id))];
}

const SUB_ACCOUNTS = 'select user_id from sys_user where parent_id = $1 order by user_id';

/** The owners a seller reads ({@link readOwners}) as one select of its id (`$1`) and its sub-accounts' ids, for statements that read them inside. */
export const OWNERS_OF = 'select $1::bigint union all select user_id from sys_user where parent_id = $1';
