import { and, eq, inArray } from 'drizzle-orm';
import { isAdminUser } from '../../../core/access.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Executor } from '../../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../../db/schema/index.ts';

/**
 * Correlated subqueries name outer columns as `"table"."column"` text: drizzle leaves columns
 * unqualified in single-table queries, where they would bind to the subquery's own tables.
 */
export const SELLER_ROLES = ['common', 'zi'] as const;
type Caller = Pick<LoginUser, 'userId' | 'roles'>;

/**
 * True for an account that holds only seller roles (or none at all): it sees and changes only its
 * own money and shops, whatever ids it sends. Admins and staff accounts (any other role) are not.
 */
export function isSellerOnly(u: Caller): boolean {
  if (isAdminUser(u)) return false;
  return u.roles.every((r) => (SELLER_ROLES as readonly string[]).includes(r.roleKey));
}

/** The owner a query is limited to: the caller itself for sellers, else the (optional) requested user. */
export function ownerScope(u: Caller, requested: number | null | undefined): number | undefined {
  return isSellerOnly(u) ? u.userId : (requested ?? undefined);
}

/** Seller role keys (common/zi) of a non-deleted user; empty when the user is missing or not a seller. */
export async function sellerRolesOf(ex: Executor, userId: number): Promise<string[]> {
  const found = await ex
    .select({ roleKey: sysRole.roleKey })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysUser.delFlag, '0'), eq(sysRole.delFlag, '0'), inArray(sysRole.roleKey, [...SELLER_ROLES])));
  return found.map((r) => r.roleKey);
}
