import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizTask, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { loadUserAuth } from '../../src/modules/auth/permissions.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import { U, balance, ledgerSum, publish, setBalance, simpleTask, taskCountMismatches } from './task-fixtures.ts';

/** Real PostgreSQL only: PGlite runs one statement at a time, so races cannot happen there. */
const realPg = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A session for a user without going through the login form (no captcha, no rate limit, no bcrypt). */
async function tokenFor(userId: number, userName: string): Promise<string> {
  const auth = await loadUserAuth(ctx.db, userId);
  const token = await ctx.app.sessions.create({
    userId,
    userName,
    deptId: 110,
    deptName: '',
    ...auth,
    ipaddr: '127.0.0.1',
    loginLocation: '',
    browser: '',
    os: '',
  });
  return `Bearer ${token}`;
}

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** For every task: what it holds (paidAmount) is exactly what its ledger rows took. */
async function taskMoneyMismatches(userIds: number[]) {
  return rows<{ task_id: number }>(
    ctx.db,
    sql`select t.task_id from biz_task t left join (select ref_id, sum(amount) as s from biz_fund where ref_type = 'task' group by ref_id) f on f.ref_id = t.task_id
        where t.user_id in ${userIds} and t.paid_amount <> -coalesce(f.s, 0)`,
  );
}

describe('concurrent publishing (real PostgreSQL)', () => {
  it.skipIf(!realPg)('lets exactly k of 50 parallel publishes through when the balance covers k', async () => {
    const token = await tokenFor(U.seller, 'seller');
    const k = 7;
    // simpleTask: 2 × (10 × 7.2 + 18 + 2) = 184.00; the balance covers 7 and leaves 100.00.
    await setBalance(ctx, U.seller, new Decimal(184).times(k).plus(100));
    const before = (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_task where user_id = ${U.seller}`))[0].n;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => publish(ctx, token, simpleTask({ productTitle: `Race ${i}` }))));
    expect(results.filter((r) => r.code === 200)).toHaveLength(k);
    expect(results.filter((r) => r.code !== 200).every((r) => r.msg.startsWith('账户余额不足'))).toBe(true);
    const after = (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_task where user_id = ${U.seller}`))[0].n;
    expect(after - before).toBe(k);
    expect(await balance(ctx, U.seller)).toBe('100.00');
    expect(await ledgerSum(ctx, U.seller)).toBe('100.00');
    expect(await taskMoneyMismatches([U.seller])).toEqual([]);
  });

  it.skipIf(!realPg)('keeps 20 sellers exact through 200 random concurrent publish / cancel / adjust operations', async () => {
    const ids = await raceSellers(20260101, 'race', false);
    for (const id of ids) expect(new Decimal(await balance(ctx, id)).isNegative()).toBe(false);
    // The kept task counts (per owner; per owner and state, at commit) came through the races exact.
    expect(await taskCountMismatches(ctx)).toBe(0);
  });

  it.skipIf(!realPg)('keeps every ledger chain exact when finance also takes money away, and spending never makes a debt', async () => {
    const ids = await raceSellers(20261125, 'debt', true);
    // A publish only ever charges a balance that covers it: its rows never end below zero.
    const spent = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from biz_fund where user_id in ${ids} and type in (4, 5) and amount < 0 and balance_after < 0`,
    );
    expect(spent[0].n).toBe(0);
    const debited = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_fund where user_id in ${ids} and type = 10 and amount < 0`);
    expect(debited[0].n).toBeGreaterThan(5);
  });
});

/**
 * 20 new sellers with 600.00 each and two pending tasks, then 200 concurrent operations in a seeded
 * random order: publishes, cancels, and finance adjustments (credits only, or credits and debits when
 * `debits`). Afterwards every balance equals its ledger sum, every ledger chain is unbroken (each row
 * starts from the balance the row before it left) and every task holds exactly what its rows took.
 */
async function raceSellers(seed: number, prefix: string, debits: boolean): Promise<number[]> {
  const [template] = await ctx.db.select().from(sysUser).where(eq(sysUser.userId, U.seller));
  const sellers: { userId: number; token: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const { userId: _id, userName: _n, phonenumber: _p, email: _e, ...rest } = template;
    const [u] = await ctx.db
      .insert(sysUser)
      .values({ ...rest, userName: `${prefix}${i}`, nickName: `Race ${i}`, phonenumber: '', email: '', money: '0', parentId: null })
      .returning({ userId: sysUser.userId });
    await ctx.db.insert(sysUserRole).values({ userId: u.userId, roleId: 3 });
    await setBalance(ctx, u.userId, '600');
    sellers.push({ userId: u.userId, token: await tokenFor(u.userId, `${prefix}${i}`) });
  }
  // Two pending tasks each, so the racing cancels have something to hit from the start.
  for (const s of sellers) for (let j = 0; j < 2; j++) expect((await publish(ctx, s.token, simpleTask({ taskQuantity: 1 }))).code).toBe(200);
  const admin = await tokenFor(U.admin, 'admin');
  await verifySecondPassword(ctx, admin);
  const rnd = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const ops: (() => Promise<{ code: number }>)[] = [];
  for (let i = 0; i < 200; i++) {
    const s = pick(sellers);
    const r = rnd();
    if (r < 0.5) {
      const body = simpleTask({ productPrice: (1 + Math.floor(rnd() * 20)).toString(), taskQuantity: 1 + Math.floor(rnd() * 3) });
      ops.push(() => publish(ctx, s.token, body));
    } else if (r < 0.8) {
      ops.push(async () => {
        const [t] = await ctx.db
          .select({ taskId: bizTask.taskId })
          .from(bizTask)
          .where(and(eq(bizTask.userId, s.userId), eq(bizTask.status, '0')))
          .orderBy(sql`random()`)
          .limit(1);
        if (!t) return { code: 0 };
        return ctx.call({ method: 'PUT', url: `/prod-api/system/task/${t.taskId}/cancel`, token: s.token });
      });
    } else {
      const sign = debits && rnd() < 0.5 ? '-' : '';
      const amount = `${sign}${(1 + Math.floor(rnd() * 300)).toFixed(2)}`;
      ops.push(() =>
        ctx.call({ method: 'PUT', url: '/prod-api/system/customer/adjust', payload: { userId: s.userId, amount, remark: 'race test' }, token: admin }),
      );
    }
  }
  const results = await Promise.all(ops.map((op) => op()));
  expect(results.filter((r) => r.code === 200).length).toBeGreaterThan(50);
  const ids = sellers.map((s) => s.userId);
  for (const id of ids) expect(await balance(ctx, id)).toBe(await ledgerSum(ctx, id));
  const broken = await rows<{ fund_id: number }>(
    ctx.db,
    sql`select fund_id from (select fund_id, balance_before, lag(balance_after) over (partition by user_id order by fund_id) as prev from biz_fund where user_id in ${ids}) c
        where prev is not null and balance_before <> prev`,
  );
  expect(broken).toEqual([]);
  expect(await taskMoneyMismatches(ids)).toEqual([]);
  const cancelled = await ctx.db
    .select({ paid: bizTask.paidAmount })
    .from(bizTask)
    .where(and(inArray(bizTask.userId, ids), eq(bizTask.status, '4')));
  expect(cancelled.every((t) => new Decimal(t.paid).isZero())).toBe(true);
  return ids;
}
