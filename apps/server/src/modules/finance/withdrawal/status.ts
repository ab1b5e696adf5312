import { and, eq, sql } from 'drizzle-orm';
import type { LoginUser } from '../../../core/session.ts';
import type { Executor } from '../../../db/client.ts';
import { bizWithdrawal, sysUser } from '../../../db/schema/index.ts';
import { isSellerOnly } from '../../system/user/index.ts';

/** docs/DOMAIN.md §2: 0 may withdraw, 1 a withdrawal is pending, 2 blocked. */
export const WithdrawalStatus = { ALLOWED: 0, PENDING: 1, BLOCKED: 2 } as const;
export type WithdrawalStatusValue = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

/**
 * A seller is blocked while in debt (money < 0) or without a second password. Staff and admin
 * accounts do not withdraw and always answer 0. A request pending or approved (its amount frozen) answers 1.
 */
export async function withdrawalStatusOf(ex: Executor, u: Pick<LoginUser, 'userId' | 'roles'>): Promise<WithdrawalStatusValue> {
  if (!isSellerOnly(u)) return WithdrawalStatus.ALLOWED;
  const [row] = await ex
    .select({ money: sysUser.money, payPwd: sysUser.payPwd })
    .from(sysUser)
    .where(and(eq(sysUser.userId, u.userId), eq(sysUser.delFlag, '0')));
  if (!row || row.payPwd === null || Number(row.money) < 0) return WithdrawalStatus.BLOCKED;
  const [open] = await ex
    .select({ id: bizWithdrawal.id })
    .from(bizWithdrawal)
    .where(and(eq(bizWithdrawal.userId, u.userId), sql`${bizWithdrawal.status} in ('0', '1')`))
    .limit(1);
  return open ? WithdrawalStatus.PENDING : WithdrawalStatus.ALLOWED;
}
