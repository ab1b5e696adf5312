import type { TaskRow } from '@ceping/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { seed } from '../../src/seed/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, balance, ledgerSum } from './task-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // The test template is seeded without demo tasks; seed them here the way a demo start does.
  await seed(ctx.db, { demo: true });
});
afterAll(() => ctx.close());

const states = () =>
  rows<{ user_id: number; status: string; n: number }>(
    ctx.db,
    sql`select user_id, status, count(*)::int as n from biz_task group by user_id, status order by user_id, status`,
  );

describe('demo tasks', () => {
  it('publishes twelve tasks across regions and states through the ledger', async () => {
    const all = await rows<{ n: number; regions: number; distributed: number }>(
      ctx.db,
      sql`select count(*)::int as n, count(distinct region_id)::int as regions, count(staff_id)::int as distributed from biz_task`,
    );
    // Two distributed by the task seed, three more by the order seed (orders are placed on distributed tasks).
    expect(all[0]).toEqual({ n: 12, regions: 8, distributed: 5 });
    const byState = new Map<string, number>();
    for (const r of await states()) byState.set(r.status, (byState.get(r.status) ?? 0) + r.n);
    // The sub-account's hair-clip task is completed by the demo orders (its last order completes it).
    expect(Object.fromEntries(byState)).toEqual({ '0': 5, '1': 3, '2': 1, '3': 1, '4': 1, '5': 1 });
    for (const id of [U.seller, U.seller2, U.subseller]) expect(await balance(ctx, id)).toBe(await ledgerSum(ctx, id));
    expect(await balance(ctx, U.seller)).not.toBe('20000.00');
    const mismatched = await rows<{ task_id: number }>(
      ctx.db,
      sql`select t.task_id from biz_task t left join (select ref_id, sum(amount) s from biz_fund where ref_type = 'task' group by ref_id) f on f.ref_id = t.task_id where t.paid_amount <> -coalesce(f.s, 0)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('includes the DOMAIN worked example, approved', async () => {
    const token = await ctx.login('seller');
    const res = await ctx.call<{ rows: TaskRow[] }>({
      method: 'GET',
      url: '/prod-api/system/task/list',
      query: { productTitle: 'Wireless Earbuds Pro' },
      token,
    });
    expect(res.rows[0]).toMatchObject({ status: '1', allTotalPrice: '2170.60', unitPriceStr: '18 + 1 + 1 + 1 + 2 + 2 + 3 + 2 = 30' });
    const sub = await ctx.call<{ rows: TaskRow[] }>({ method: 'GET', url: '/prod-api/system/task/list', query: { userId: String(U.subseller) }, token });
    expect(sub.rows.length).toBe(2);
    expect(sub.rows.every((r) => r.readOnly)).toBe(true);
  });

  it('saves three templates that load into a valid publish form', async () => {
    const token = await ctx.login('seller');
    const list = await ctx.call<{ rows: { templateId: number; templateName: string; regionNameEn: string | null; platform: string | null }[] }>({
      method: 'GET',
      url: '/prod-api/system/template/list',
      token,
    });
    expect(list.rows.map((r) => [r.templateName, r.regionNameEn, r.platform])).toEqual([
      ['美国站瑜伽垫 · 优惠券', 'United States', 'amazon'],
      ['美国站耳机 · 关键词进店', 'United States', 'amazon'],
    ]);
    const one = await ctx.call<{ data: { content: Record<string, unknown> } }>({
      method: 'GET',
      url: `/prod-api/system/template/${list.rows[1].templateId}`,
      token,
    });
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/task/price', payload: one.data.content, token })).code).toBe(200);
    const admin = await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/template/list', token: await ctx.login('admin') });
    expect(admin.total).toBe(3);
    // A full page counts the templates: a few are counted exactly, never estimated.
    const firstPage = await ctx.call({ method: 'GET', url: '/prod-api/system/template/list', query: { pageSize: '2' }, token: await ctx.login('admin') });
    expect(firstPage).toMatchObject({ code: 200, total: 3, estimated: false });
  });

  it("fills the demo sellers' inboxes from the decided demo recharges and withdrawals, recent ones unread", async () => {
    const inbox = () =>
      rows<{ user_id: number; msg_key: string; is_read: boolean }>(ctx.db, sql`select user_id::int, msg_key, is_read from biz_message order by message_id`);
    const all = await inbox();
    const keysOf = (id: number) => all.filter((m) => m.user_id === id).map((m) => m.msg_key);
    expect(keysOf(U.seller)).toEqual(
      expect.arrayContaining([
        'inbox.welcome',
        'inbox.subAccountJoined',
        'inbox.rechargeCredited',
        'inbox.rechargeRejected',
        'inbox.withdrawalPaid',
        'inbox.withdrawalRejected',
        'inbox.withdrawalFailed',
      ]),
    );
    expect(keysOf(U.subseller)).toEqual(['inbox.welcomeSub', 'inbox.withdrawalApproved']);
    const decided = await rows<{ n: number }>(
      ctx.db,
      sql`select ((select count(*) from biz_recharge where status in ('1', '2')) + (select count(*) from biz_withdrawal where status in ('1', '2', '3', '4')))::int as n`,
    );
    expect(all.filter((m) => /recharge|withdrawal/.test(m.msg_key))).toHaveLength(decided[0].n);
    const token = await ctx.login('seller');
    const unread = await ctx.call<{ data: number }>({ method: 'GET', url: '/prod-api/system/message/unreadCount', token });
    expect(unread.data).toBe(all.filter((m) => m.user_id === U.seller && !m.is_read).length);
    expect(unread.data).toBeGreaterThan(0);
    await seed(ctx.db, { demo: true });
    expect(await inbox()).toHaveLength(all.length);
  });

  it('is idempotent', async () => {
    const before = await states();
    const money = await balance(ctx, U.seller);
    await seed(ctx.db, { demo: true });
    expect((await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_template`))[0].n).toBe(3);
    expect(await states()).toEqual(before);
    expect(await balance(ctx, U.seller)).toBe(money);
  });
});
