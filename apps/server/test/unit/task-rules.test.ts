import { BEHAVIOUR_KEYS, FIXED_SERVICE_KEYS, SERVICE_KEYS, TASK_ACCESS, type TaskAccess, mayActOnTask, taskEndRefund } from '@ceping/contract';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bizFee } from '../../src/db/schema/index.ts';
import { FEE_KEYS } from '../../src/modules/catalogue/pricing/lookup.ts';

describe('shared task rules (contract)', () => {
  it('lists the value-added services once: fixed first, then counted; the fee table has a column for each', () => {
    expect(SERVICE_KEYS).toEqual(['follow', 'wish', 'cart', 'chat', 'gift', 'coupon', 'compare', 'browse', 'matchProduct']);
    expect(FIXED_SERVICE_KEYS).toEqual(SERVICE_KEYS.slice(0, 6));
    expect(BEHAVIOUR_KEYS.every((k) => (FIXED_SERVICE_KEYS as readonly string[]).includes(k))).toBe(true);
    expect(FEE_KEYS).toBe(SERVICE_KEYS);
    const columns = Object.keys(getTableColumns(bizFee));
    for (const k of SERVICE_KEYS) expect(columns).toContain(k);
  });

  it('decides who may act on a task', () => {
    const owner = { userId: 7, staff: false, admin: false };
    const other = { userId: 8, staff: false, admin: false };
    const staff = { userId: 3, staff: true, admin: false };
    const admin = { userId: 1, staff: true, admin: true };
    const table: Record<TaskAccess, [boolean, boolean, boolean, boolean]> = {
      owner: [true, false, false, false],
      staff: [false, false, true, true],
      ownerOrStaff: [true, false, true, true],
      ownerOrAdmin: [true, false, false, true],
    };
    for (const [access, expected] of Object.entries(table) as [TaskAccess, boolean[]][]) {
      expect(
        [owner, other, staff, admin].map((a) => mayActOnTask(access, 7, a)),
        access,
      ).toEqual(expected);
    }
    // Nobody without an id owns anything.
    expect(mayActOnTask('owner', 7, { userId: undefined, staff: false, admin: false })).toBe(false);
    expect(TASK_ACCESS.end).toBe('ownerOrStaff');
    expect(TASK_ACCESS.remove).toBe('ownerOrAdmin');
    expect(TASK_ACCESS.approve).toBe('staff');
    expect(TASK_ACCESS.edit).toBe('owner');
  });

  it('refunds the orders not taken at the per-order price, never more than what is paid', () => {
    expect(taskEndRefund({ totalPrice: '12.34', remainQuantity: 3, paidAmount: '100.00' })).toBe('37.02');
    expect(taskEndRefund({ totalPrice: '12.34', remainQuantity: 10, paidAmount: '100.00' })).toBe('100.00');
    expect(taskEndRefund({ totalPrice: '0.10', remainQuantity: 0, paidAmount: '5.00' })).toBe('0.00');
    expect(taskEndRefund({ totalPrice: '3.5', remainQuantity: 2, paidAmount: '7' })).toBe('7.00');
    expect(taskEndRefund({ totalPrice: 'x', remainQuantity: 1, paidAmount: '1.00' })).toBeNull();
  });
});
