import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Claim, runWithClaim } from '../../src/core/idempotency.ts';
import { rows } from '../../src/db/client.ts';
import { bizFund, bizPrice, bizProduct, bizRegion, bizTask, bizTaskKeyword, sysIdempotency } from '../../src/db/schema/index.ts';
import { FundType, type LedgerEntry, postLedger } from '../../src/modules/finance/ledger.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, balance, ledgerSum, publish, setBalance, simpleTask } from './task-fixtures.ts';

/**
 * A publish sends no transaction: one read, then the ledger's statement carrying the task, which is
 * all or nothing by itself. What the transaction gave before, the statement now holds on its own: the
 * request's idempotency key spent with the money (never without it), and the task's region kept until
 * the task is written.
 */
const realPg = Boolean(process.env.DATABASE_URL);
let ctx: TestContext;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await ctx.login('seller');
  await setBalance(ctx, U.seller, '1000');
});
afterAll(() => ctx.close());

const ledgerRows = async () => (await ctx.db.select({ n: count() }).from(bizFund).where(eq(bizFund.userId, U.seller)))[0].n;
const taskRows = async () => (await ctx.db.select({ n: count() }).from(bizTask).where(eq(bizTask.userId, U.seller)))[0].n;

/** A claim row as the idempotency layer writes it for a request of the seller, held by `token`. */
async function claimRow(token: string): Promise<number> {
  const [row] = await ctx.db
    .insert(sysIdempotency)
    .values({
      userId: U.seller,
      idemKey: randomUUID(),
      method: 'POST',
      path: '/prod-api/system/task',
      requestHash: '0'.repeat(64),
      status: 'running',
      claimToken: token,
    })
    .returning({ id: sysIdempotency.id });
  return row.id;
}
const claimStatus = async (id: number) =>
  (await ctx.db.select({ status: sysIdempotency.status }).from(sysIdempotency).where(eq(sysIdempotency.id, id)))[0].status;

const entry = (amount: string): LedgerEntry => ({ userId: U.seller, type: FundType.ADJUST, amount, operator: 'test', remark: 'claim check', mode: 'cover' });
const post = (claim: Claim, amount: string) => runWithClaim(claim, () => postLedger(ctx.db, entry(amount)));

describe("the ledger's statement spends the request's key", () => {
  it('moves nothing once another request took the key over, and spends a held key with the money', async () => {
    const token = randomUUID();
    const id = await claimRow(token);
    const [before, funds] = [await balance(ctx, U.seller), await ledgerRows()];
    await expect(post({ id, token: randomUUID() }, '-1.00')).rejects.toMatchObject({ key: 'idempotency.inProgress' });
    expect(await balance(ctx, U.seller)).toBe(before);
    expect(await ledgerRows()).toBe(funds);
    expect(await claimStatus(id)).toBe('running');

    const moved = await post({ id, token }, '-1.00');
    expect(moved.balanceBefore).toBe(before);
    expect(await balance(ctx, U.seller)).toBe(moved.balanceAfter);
    expect(await ledgerRows()).toBe(funds + 1);
    expect(await claimStatus(id)).toBe('committed');
  });

  it('leaves the key unspent when the balance does not cover the charge, so the request may be sent again', async () => {
    const token = randomUUID();
    const id = await claimRow(token);
    const [before, funds] = [await balance(ctx, U.seller), await ledgerRows()];
    await expect(post({ id, token }, '-100000.00')).rejects.toMatchObject({ key: 'fund.insufficient' });
    expect(await balance(ctx, U.seller)).toBe(before);
    expect(await ledgerRows()).toBe(funds);
    expect(await claimStatus(id)).toBe('running');
  });
});

describe("a publish and its region's removal", () => {
  it('a publish through the route still writes the task, its keywords, products and ledger row together', async () => {
    const [tasks, funds] = [await taskRows(), await ledgerRows()];
    const res = await publish(ctx, seller, simpleTask({ enterMethod: '1', keywords: [{ keyword: 'lamp', quantity: 2 }] }));
    expect(res.code).toBe(200);
    expect(await taskRows()).toBe(tasks + 1);
    expect(await ledgerRows()).toBe(funds + 1);
    const [k] = await ctx.db.select({ n: count() }).from(bizTaskKeyword).where(eq(bizTaskKeyword.taskId, res.data.taskId));
    expect(k.n).toBe(1);
    expect(await ledgerSum(ctx, U.seller)).toBe(await balance(ctx, U.seller));
  });

  // Two connections are needed to hold the removal's lock while the publish runs: PostgreSQL only.
  it.skipIf(!realPg)('writes nothing and answers "region missing" when the region is removed while its statement waits', async () => {
    const [region] = await ctx.db
      .insert(bizRegion)
      .values({ regionName: `Race ${randomUUID().slice(0, 8)}`, regionNameEn: 'Race', platform: 'amazon', countryCode: 'US', coinName: 'USD', rate: '7.2' })
      .returning({ id: bizRegion.regionId });
    await ctx.db.insert(bizPrice).values({ regionId: region.id, basePrice: '18' });
    const [before, funds, tasks] = [await balance(ctx, U.seller), await ledgerRows(), await taskRows()];
    let answer: Promise<{ code: number; msg: string }> | undefined;
    await ctx.db.transaction(async (tx) => {
      // As removeRegions does: the region locked for update, then its rows deleted.
      await tx.select().from(bizRegion).where(eq(bizRegion.regionId, region.id)).for('update');
      answer = publish(ctx, seller, simpleTask({ regionId: region.id }));
      // The publish read its prices without a lock and now waits on the region in its charge's statement.
      for (let i = 0; ; i++) {
        const [waiting] = await rows<{ n: number }>(
          ctx.db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%biz_region%for share%'`,
        );
        if (waiting.n > 0) break;
        if (i > 200) throw new Error('the publish never waited on the region');
        await new Promise((r) => setTimeout(r, 20));
      }
      await tx.delete(bizPrice).where(eq(bizPrice.regionId, region.id));
      await tx.delete(bizRegion).where(eq(bizRegion.regionId, region.id));
    });
    const res = await answer;
    expect(res?.code).toBe(500);
    expect(res?.msg).toBe('国家/地区不存在或已停用');
    expect(await balance(ctx, U.seller)).toBe(before);
    expect(await ledgerRows()).toBe(funds);
    expect(await taskRows()).toBe(tasks);
    const orphans = await rows<{ n: number }>(
      ctx.db,
      sql`select (select count(*) from biz_task_keyword k where not exists (select 1 from biz_task t where t.task_id = k.task_id))
        + (select count(*) from ${bizProduct} p where not exists (select 1 from biz_task t where t.task_id = p.task_id))::int as n`,
    );
    expect(Number(orphans[0].n)).toBe(0);
  });
});
