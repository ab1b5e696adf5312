import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { seed } from '../../src/seed/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, counterMismatches, taskMoneyMismatches, unbalanced } from './orders-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // The test template is seeded without demo tasks; seed them (and their orders) the way a demo start does.
  await seed(ctx.db, { demo: true });
});
afterAll(() => ctx.close());

const count = async (where: ReturnType<typeof sql>) => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_order where ${where}`))[0].n;

describe('demo orders', () => {
  it('cover every state, both settlement signs, an approval, an exception and reviews with pictures', async () => {
    const states = await rows<{ s: string; n: number }>(ctx.db, sql`select order_status as s, count(*)::int as n from biz_order group by 1 order by 1`);
    expect(Object.fromEntries(states.map((r) => [r.s, r.n]))).toEqual({ '0': 2, '1': 3, '2': 7, '3': 1, '4': 1 });
    const funds = await rows<{ type: number; n: number }>(
      ctx.db,
      sql`select type, count(*)::int as n from biz_fund where ref_type = 'order' group by 1 order by 1`,
    );
    expect(funds).toEqual([
      { type: 7, n: 2 },
      { type: 8, n: 1 },
    ]);
    expect(await count(sql`settle_status = 'awaiting'`)).toBe(1);
    expect(await count(sql`exception_reason <> '' and order_status = '4'`)).toBe(1);
    expect(await count(sql`evaluate_status = '1' and evaluate_pic <> ''`)).toBeGreaterThanOrEqual(3);
    expect(await count(sql`evaluate_status = '2'`)).toBe(1);
    expect(await count(sql`merchant_remark <> ''`)).toBe(1);
    const reviewedProducts = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from biz_product where order_id is not null and evaluate_type <> '0'`,
    );
    expect(reviewedProducts[0].n).toBe(2);
    // The sub-account's hair-clip task: its last order completed it.
    const done = await rows<{ title: string }>(ctx.db, sql`select product_title as title from biz_task where status = '3'`);
    expect(done.map((r) => r.title)).toEqual(['Claw Hair Clips, 4 Pack']);
    expect(await count(sql`staff_id = ${U.staff}`)).toBe(14);
    const history = await rows<{ n: number }>(ctx.db, sql`select count(distinct order_id)::int as n from biz_order_event`);
    expect(history[0].n).toBe(14);
  });

  it('keeps every balance equal to its ledger and every task to what its rows took', async () => {
    expect(await unbalanced(ctx)).toEqual([]);
    expect(await taskMoneyMismatches(ctx)).toEqual([]);
  });

  it('spreads the orders over the last two weeks, each step after the one before, never in the future', async () => {
    const [days] = await rows<{ n: number; oldest: number; future: number; disordered: number }>(
      ctx.db,
      sql`select count(distinct (o.accept_time at time zone 'UTC' + interval '8 hours')::date)::int as n,
        max(extract(epoch from now() - o.accept_time) / 86400)::float as oldest,
        count(*) filter (where greatest(o.accept_time, o.ship_time, o.evaluate_time, o.complete_time, o.cancel_time, o.settle_time) > now())::int as future,
        count(*) filter (where o.ship_time < o.accept_time or o.complete_time < o.ship_time or o.evaluate_time < o.ship_time or t.publish_time > o.accept_time)::int as disordered
        from biz_order o join biz_task t on t.task_id = o.task_id`,
    );
    expect(days.n).toBeGreaterThanOrEqual(10);
    expect(days.oldest).toBeGreaterThan(12);
    expect(days.oldest).toBeLessThan(15);
    expect(days.future).toBe(0);
    expect(days.disordered).toBe(0);
    // An order's history and the ledger rows it posted follow its own times.
    const late = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from biz_order_event e join biz_order o on o.order_id = e.order_id
        left join biz_fund f on f.fund_id = e.fund_id
        where e.create_time < o.accept_time - interval '1 second' or f.create_time <> e.create_time and abs(extract(epoch from f.create_time - e.create_time)) > 1`,
    );
    expect(late[0].n).toBe(0);
  });

  it('keeps the dashboard counters equal to the orders they count', async () => {
    expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
  });

  it('seeds the demo staff profile and is idempotent', async () => {
    const before = await rows<{ n: number; s: string }>(ctx.db, sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as s from biz_fund`);
    await seed(ctx.db, { demo: true });
    const after = await rows<{ n: number; s: string }>(ctx.db, sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as s from biz_fund`);
    expect(after).toEqual(before);
    expect(await count(sql`true`)).toBe(14);
    const staff = await rows<{ type: string }>(ctx.db, sql`select type from biz_staff where user_id = ${U.staff}`);
    expect(staff).toEqual([{ type: '1' }]);
  });
});

describe('demo complaints', () => {
  it('seeds a waiting, a compensated and a rejected complaint through the live services, the compensation in the ledger', async () => {
    const found = await rows<{ user_id: number; status: string; compensation: string | null; replies: number; fund: number }>(
      ctx.db,
      sql`select c.user_id::int, c.status, c.compensation::text,
            (select count(*)::int from biz_complaint_reply r where r.complaint_id = c.complaint_id) as replies,
            (select count(*)::int from biz_fund f where f.ref_type = 'complaint' and f.ref_id = c.complaint_id and f.type = 9) as fund
          from biz_complaint c order by c.complaint_id`,
    );
    expect(found).toEqual([
      { user_id: 3, status: '0', compensation: null, replies: 1, fund: 0 },
      { user_id: 3, status: '2', compensation: '20.00', replies: 3, fund: 1 },
      { user_id: 4, status: '3', compensation: null, replies: 1, fund: 0 },
    ]);
  });
});

describe('demo invoices', () => {
  it('cover every state and never reserve more than the completed orders’ service fees', async () => {
    const states = await rows<{ s: string }>(ctx.db, sql`select distinct status as s from biz_invoice order by 1`);
    expect(states.map((r) => r.s)).toEqual(['0', '1', '2', '3', '4']);
    const sellers = await rows<{ user_id: number; fees: string; reserved: string }>(
      ctx.db,
      sql`select i.user_id::int as user_id,
            (select coalesce(sum(unit_price), 0) from biz_order o where o.user_id = i.user_id and o.order_status = '2' and o.del_flag = '0')::text as fees,
            coalesce(sum(i.amount) filter (where i.status in ('0', '1', '2')), 0)::text as reserved
          from biz_invoice i group by i.user_id order by 1`,
    );
    expect(sellers.map((r) => r.user_id)).toEqual([U.seller, U.seller2, U.subseller]);
    for (const r of sellers) {
      expect(Number(r.reserved), `seller ${r.user_id}`).toBeGreaterThan(0);
      expect(Number(r.reserved), `seller ${r.user_id}`).toBeLessThan(Number(r.fees));
    }
    // Issued ones carry their number, date and PDF; a withdrawn request is the seller's own.
    const [bad] = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from biz_invoice where (status = '2' and (invoice_no = '' or issue_date is null or pdf_url = ''))
          or (cancelled and (status <> '4' or invoice_no <> '')) or (status = '3' and reject_reason = '')`,
    );
    expect(bad.n).toBe(0);
    const before = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_invoice`);
    await seed(ctx.db, { demo: true });
    expect(await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_invoice`)).toEqual(before);
  });
});
