import type { TaskDetail, TaskPricePreview, TaskRow } from '@ceping/contract';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizPrice, bizProduct, bizRegion, bizShop, bizTask, bizTaskKeyword } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, balance, ledgerSum, publish, setBalance, simpleTask, taskFunds, taskRow, workedExample } from './task-fixtures.ts';

let ctx: TestContext;
let seller: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [seller, staff, admin] = await Promise.all([ctx.login('seller'), ctx.login('staff'), ctx.login('admin')]);
});
afterAll(() => ctx.close());

const countTasks = async () => (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from biz_task`))[0].n;
/** The rows a publish writes beside the task: keywords, matched products, code suffixes. */
const countChildren = async () =>
  (
    await rows<{ n: string }>(
      ctx.db,
      sql`select concat_ws('/', (select count(*) from biz_task_keyword), (select count(*) from biz_product), (select count(*) from biz_task_code_suffix)) as n`,
    )
  )[0].n;

describe('task price preview', () => {
  it('prices the DOMAIN worked example for the caller without saving or charging', async () => {
    const before = await balance(ctx, U.seller);
    const tasks = await countTasks();
    const res = await ctx.call<{ data: TaskPricePreview }>({ method: 'POST', url: '/prod-api/system/task/price', payload: workedExample(), token: seller });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      rate: '7.2000',
      basePrice: '18.00',
      addMoney: '2.00',
      mainProductPrice: '143.93',
      matchProductPrice: '43.13',
      addServicePerOrder: '10.00',
      unitPrice: '30.00',
      unitPriceStr: '18 + 1 + 1 + 1 + 2 + 2 + 3 + 2 = 30',
      totalPrice: '217.06',
      allTotalAddService: '100.00',
      allTotalPrice: '2170.60',
      regionCoin: 'USD',
      money: before,
    });
    expect(res.data.products).toEqual([{ productPrice: '5.99', num: 1, ratePrice: '43.13' }]);
    expect(await balance(ctx, U.seller)).toBe(before);
    expect(await countTasks()).toBe(tasks);
  });

  it('previews an incomplete form (only price fields are checked) and ignores shipping', async () => {
    const a = await ctx.call<{ data: TaskPricePreview }>({
      method: 'POST',
      url: '/prod-api/system/task/price',
      payload: { regionId: 1, productPrice: '10', taskQuantity: 3, ship: '1' },
      token: seller,
    });
    const b = await ctx.call<{ data: TaskPricePreview }>({
      method: 'POST',
      url: '/prod-api/system/task/price',
      payload: { regionId: 1, productPrice: '10', taskQuantity: 3, ship: '0' },
      token: seller,
    });
    expect(a.code).toBe(200);
    expect(a.data.allTotalPrice).toBe('276.00'); // (72 + 18 + 2) × 3
    expect(b.data).toEqual(a.data);
  });

  it('prices a region without a coin in RMB at rate 1, even with a stored rate and a seller uplift', async () => {
    // seller2 has a 1.5 % uplift; the region row carries a rate left from before its coin was removed.
    const [region] = await ctx.db.insert(bizRegion).values({ regionName: '本地', platform: 'other', coinName: null, rate: '7.2000' }).returning();
    await ctx.db.insert(bizPrice).values({ regionId: region.regionId, basePrice: '10.00' });
    const seller2 = await ctx.login('seller2');
    const res = await ctx.call<{ data: TaskPricePreview }>({
      method: 'POST',
      url: '/prod-api/system/task/price',
      payload: { regionId: region.regionId, productPrice: '10', taskQuantity: 2 },
      token: seller2,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      regionCoin: null,
      rate: '1.0000',
      mainProductPrice: '10.00',
      unitPrice: '10.00',
      totalPrice: '20.00',
      allTotalPrice: '40.00',
    });
    const rows = await ctx.call<{ rows: { regionId: number; effectiveRate: string }[] }>({
      method: 'GET',
      url: '/prod-api/system/region/list',
      query: { regionId: String(region.regionId) },
      token: seller2,
    });
    expect(rows.rows[0].effectiveRate).toBe('1.0000');
  });

  it('refuses invalid price fields and unknown regions', async () => {
    const bad = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/task/price',
      payload: { regionId: 1, productPrice: '1.234', taskQuantity: 1 },
      token: seller,
    });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('两位小数');
    const region = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/task/price',
      payload: { regionId: 99999, productPrice: 1, taskQuantity: 1 },
      token: seller,
    });
    expect(region.code).toBe(500);
  });

  it('needs system:task:add', async () => {
    const res = await ctx.call({ method: 'POST', url: '/prod-api/system/task/price', payload: workedExample(), token: staff });
    expect(res.code).toBe(403);
  });
});

describe('publish a task', () => {
  it('charges exactly allTotalPrice with one fund row of type 4 and saves the snapshot', async () => {
    await setBalance(ctx, U.seller, '5000');
    const res = await publish(ctx, seller, workedExample());
    expect(res.code).toBe(200);
    expect(res.msg).toBe('任务发布成功，已扣款 ¥2170.60');
    expect(res.data).toMatchObject({ allTotalPrice: '2170.60', amount: '-2170.60', money: '2829.40' });
    expect(res.data.taskNo).toMatch(new RegExp(`^T\\d{8}${res.data.taskId}$`));
    expect(await balance(ctx, U.seller)).toBe('2829.40');
    expect(await ledgerSum(ctx, U.seller)).toBe('2829.40');
    expect(await taskFunds(ctx, res.data.taskId)).toEqual([{ type: 4, amount: '-2170.60', userId: U.seller, refNo: res.data.taskNo, balanceAfter: '2829.40' }]);
    const t = await taskRow(ctx, res.data.taskId);
    expect(t).toMatchObject({
      status: '0',
      userId: U.seller,
      remainQuantity: 10,
      paidAmount: '2170.60',
      allTotalPrice: '2170.60',
      totalPrice: '217.06',
      rate: '7.2000',
      regionName: '美国',
      regionCoin: 'USD',
      siteId: 1,
    });
    expect(t.feeSnapshot).toMatchObject({ follow: '1.00', compare: '1.00', matchProduct: '3.00' });
    expect(await ctx.db.select().from(bizTaskKeyword).where(eq(bizTaskKeyword.taskId, t.taskId))).toHaveLength(2);
    const [p] = await ctx.db.select().from(bizProduct).where(eq(bizProduct.taskId, t.taskId));
    expect(p).toMatchObject({ productPrice: '5.99', ratePrice: '43.13', num: 1 });
  });

  it('answers in English with a grouped amount', async () => {
    await setBalance(ctx, U.seller, '5000');
    const res = await ctx.call<{ data: { allTotalPrice: string } }>({
      method: 'POST',
      url: '/prod-api/system/task',
      payload: workedExample(),
      token: seller,
      headers: { 'content-language': 'en-US' },
    });
    expect(res.msg).toBe('Task published, ¥2,170.60 charged');
  });

  it('ignores prices, money, rate, owner and status sent by the client', async () => {
    await setBalance(ctx, U.seller, '5000');
    const res = await publish(
      ctx,
      seller,
      workedExample({
        allTotalPrice: 0.01,
        totalPrice: 1,
        unitPrice: 0,
        money: 999999,
        rate: '0.0001',
        addMoney: -100,
        userId: U.seller2,
        status: '1',
        paidAmount: 0,
        remainQuantity: 0,
        staffId: U.staff,
      }),
    );
    expect(res.code).toBe(200);
    const t = await taskRow(ctx, res.data.taskId);
    expect(t).toMatchObject({ allTotalPrice: '2170.60', rate: '7.2000', addMoney: '2.00', userId: U.seller, status: '0', remainQuantity: 10, staffId: null });
    expect(await balance(ctx, U.seller)).toBe('2829.40');
  });

  it('saves nothing when the balance does not cover the task', async () => {
    await setBalance(ctx, U.seller, '2170.59');
    const tasks = await countTasks();
    const children = await countChildren();
    const funds = await ledgerSum(ctx, U.seller);
    const res = await publish(ctx, seller, workedExample());
    expect(res.code).toBe(500);
    expect(res.msg).toBe('账户余额不足：本次需支付 ¥2170.60，当前余额 ¥2170.59，请先充值');
    // the task's writes ride on the charge's statement and are taken back with it
    expect(await countTasks()).toBe(tasks);
    expect(await countChildren()).toBe(children);
    expect(await balance(ctx, U.seller)).toBe('2170.59');
    expect(await ledgerSum(ctx, U.seller)).toBe(funds);
    const exact = await publish(ctx, seller, workedExample({ taskQuantity: 1, keywords: [{ keyword: 'earbuds', quantity: 1 }] }));
    expect(exact.code).toBe(200);
  });

  it('refuses an account in debt with its own message', async () => {
    await setBalance(ctx, U.seller, '-12.5');
    const res = await publish(ctx, seller, simpleTask());
    expect(res.code).toBe(500);
    expect(res.msg).toContain('欠款 ¥12.50');
    await setBalance(ctx, U.seller, '5000');
  });

  it.each([
    ['keyword quantities that do not add up', { keywords: [{ keyword: 'a', quantity: 3 }] }, '各关键词单数之和必须等于任务单数'.slice(0, 6)],
    ['a coupon without its link', { coupon: 1, couponPic: '/profile/c.png' }, '优惠券链接'],
    ['matched products without rows', { products: [] }, '至少需要一个商品'],
    ['a negative price', { productPrice: -5 }, '商品价格'],
    ['a price with three decimals', { productPrice: '19.999' }, '商品价格'],
    ['other entry without a note', { enterMethod: '9', keywords: [] }, '进店说明'],
    ['a shop of another seller', { shopId: 3 }, '店铺'],
  ])('refuses %s', async (_label, patch, text) => {
    const tasks = await countTasks();
    const res = await publish(ctx, seller, workedExample(patch));
    expect(res.code).toBe(500);
    expect(res.msg).toContain(text);
    expect(await countTasks()).toBe(tasks);
  });

  it('takes only an enabled shop of the task platform', async () => {
    const [walmart] = await ctx.db.insert(bizShop).values({ userId: U.seller, shopName: 'Youpin Walmart', platform: 'walmart', regionId: 5 }).returning();
    const tasks = await countTasks();
    const other = await publish(ctx, seller, workedExample({ shopId: walmart.shopId }));
    expect(other).toMatchObject({ code: 500, msg: '店铺「Youpin Walmart」不属于该任务的平台，请重新选择店铺' });
    await ctx.db.update(bizShop).set({ status: '1' }).where(eq(bizShop.shopId, 1));
    const disabled = await publish(ctx, seller, workedExample({ shopId: 1 }), 'en-US');
    expect(disabled).toMatchObject({ code: 500, msg: 'The shop "Youpin Home Store" is disabled; please choose another shop' });
    expect(await countTasks()).toBe(tasks);
    await ctx.db.update(bizShop).set({ status: '0' }).where(eq(bizShop.shopId, 1));
    expect((await publish(ctx, seller, workedExample({ shopId: 1 }))).code).toBe(200);
  });

  it('charges only the total the seller confirmed when it sends one', async () => {
    await setBalance(ctx, U.seller, '5000');
    const tasks = await countTasks();
    const stale = await publish(ctx, seller, workedExample({ expectedTotal: '2000.00' }));
    expect(stale).toMatchObject({ code: 500, msg: '价格已变化：本次需支付 ¥2170.60（确认时为 ¥2000.00），请核对费用后重新提交' });
    expect(await countTasks()).toBe(tasks);
    expect(await balance(ctx, U.seller)).toBe('5000.00');
    const bad = await publish(ctx, seller, workedExample({ expectedTotal: '1.234' }));
    expect(bad.code).toBe(500);
    const ok = await publish(ctx, seller, workedExample({ expectedTotal: 2170.6 }));
    expect(ok).toMatchObject({ code: 200, data: { allTotalPrice: '2170.60' } });
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/task',
      token: seller,
      payload: { ...workedExample({ taskQuantity: 5, keywords: [{ keyword: 'earbuds', quantity: 5 }] }), taskId: ok.data.taskId, expectedTotal: '2170.60' },
    });
    expect(edit.code).toBe(500);
    expect(edit.msg).toContain('¥1085.30');
    expect(await taskRow(ctx, ok.data.taskId)).toMatchObject({ taskQuantity: 10, paidAmount: '2170.60' });
  });

  it('refuses 1e309 sent as a raw JSON number', async () => {
    const raw = JSON.stringify(workedExample()).replace('"productPrice":19.99', '"productPrice":1e309');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/task',
      payload: raw,
      headers: { authorization: seller, 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: 500 });
    expect(res.json().msg).toContain('商品价格');
  });

  it('needs system:task:add (staff may not publish)', async () => {
    const res = await publish(ctx, staff, workedExample());
    expect(res.code).toBe(403);
  });
});

describe('task list, detail, chart and summary', () => {
  let taskId: number;
  beforeAll(async () => {
    await setBalance(ctx, U.seller, '5000');
    taskId = (await publish(ctx, seller, workedExample({ productTitle: 'Listed earbuds' }))).data.taskId;
  });

  it('lists with money fields, names and filters', async () => {
    const res = await ctx.call<{ rows: TaskRow[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/task/list',
      query: { productTitle: 'listed', pageSize: '5' },
      token: seller,
    });
    expect(res.code).toBe(200);
    expect(res.total).toBe(1);
    const row = res.rows[0];
    expect(row).toMatchObject({
      taskId,
      userName: 'seller',
      regionName: '美国',
      regionNameEn: 'United States',
      regionCoin: 'USD',
      allTotalPrice: '2170.60',
      totalPrice: '217.06',
      status: '0',
      readOnly: false,
      staffName: null,
      serviceRemark: '',
    });
    expect(row).not.toHaveProperty('feeSnapshot');
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const sorted = await ctx.call<{ rows: TaskRow[] }>({
      method: 'GET',
      url: '/prod-api/system/task/list',
      query: { orderByColumn: 'allTotalPrice', isAsc: 'desc' },
      token: admin,
    });
    const totals = sorted.rows.map((r) => new Decimal(r.allTotalPrice));
    expect(totals.every((v, i) => i === 0 || v.lte(totals[i - 1]))).toBe(true);
    const badSort = await ctx.call({
      method: 'GET',
      url: '/prod-api/system/task/list',
      query: { orderByColumn: 'user_id; drop table biz_task' },
      token: admin,
    });
    expect(badSort.code).toBe(500);
    const byStatus = await ctx.call<{ rows: TaskRow[] }>({ method: 'GET', url: '/prod-api/system/task/list', query: { status: '3' }, token: seller });
    expect(byStatus.rows.every((r) => r.status === '3')).toBe(true);
  });

  it("lists one shop's tasks (the shop page), within the caller's scope", async () => {
    const [shop] = await ctx.db.insert(bizShop).values({ userId: U.seller, shopName: 'Filter shop', platform: 'amazon', regionId: 1 }).returning();
    const inShop = (await publish(ctx, seller, workedExample({ shopId: shop.shopId, productTitle: 'Shop filtered' }))).data.taskId;
    const list = (token: string, shopId: number) =>
      ctx.call<{ rows: TaskRow[]; total: number }>({ method: 'GET', url: '/prod-api/system/task/list', query: { shopId: String(shopId) }, token });
    const mine = await list(seller, shop.shopId);
    expect(mine.rows.map((r) => r.taskId)).toEqual([inShop]);
    expect((await list(admin, shop.shopId)).total).toBe(1);
    // another seller's filter on this shop finds nothing of it
    const other = await ctx.login('seller2');
    expect((await list(other, shop.shopId)).total).toBe(0);
  });

  it('returns the full detail with keywords, products, fee snapshot and cost lines', async () => {
    const res = await ctx.call<{ data: TaskDetail }>({ method: 'GET', url: `/prod-api/system/task/${taskId}`, token: seller });
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.keywords.map((k) => [k.keyword, k.quantity])).toEqual([
      ['earbuds', 6],
      ['bluetooth earbuds', 4],
    ]);
    expect(d.products[0]).toMatchObject({ productTitle: 'Earbuds case', productPrice: '5.99', ratePrice: '43.13', num: 1 });
    expect(d.feeSnapshot.matchProduct).toBe('3.00');
    expect(d.phone).toBe('13800000001');
    expect(d.regionNameEn).toBe('United States');
    expect(d.lines).toContainEqual({ item: 'browse', count: 2, unit: '1.00', amount: '2.00' });
    expect(d.lines).toContainEqual({ item: 'matchProduct', count: 1, unit: '3.00', amount: '3.00' });
    const missing = await ctx.call({ method: 'GET', url: '/prod-api/system/task/999999', token: seller });
    expect(missing).toMatchObject({ code: 500 });
  });

  it('charts tasks and spend per day and region for ECharts', async () => {
    const res = await ctx.call<{ data: { days: string[]; counts: number[]; amounts: string[]; regions: { name: string; count: number; amount: string }[] } }>({
      method: 'GET',
      url: '/prod-api/system/task/chart',
      query: { days: '7' },
      token: seller,
    });
    expect(res.code).toBe(200);
    expect(res.data.days).toHaveLength(7);
    expect(res.data.counts).toHaveLength(7);
    expect(res.data.counts[6]).toBeGreaterThanOrEqual(1);
    const us = res.data.regions.find((r) => r.name === '美国');
    expect(us?.count).toBeGreaterThanOrEqual(1);
    const total = res.data.amounts.reduce((s, a) => s.plus(a), new Decimal(0));
    expect(total.toFixed(2)).toBe(res.data.regions.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed(2));
    const tooMany = await ctx.call({ method: 'GET', url: '/prod-api/system/task/chart', query: { days: '365' }, token: seller });
    expect(tooMany.code).toBe(500);
  });

  it('summarises counts by state and the money in progress', async () => {
    await ctx.db.update(bizTask).set({ status: '1' }).where(eq(bizTask.taskId, taskId));
    const res = await ctx.call<{ data: { total: number; counts: Record<string, number>; moneyInProgress: string } }>({
      method: 'GET',
      url: '/prod-api/system/task/getTaskSummary',
      token: seller,
    });
    expect(res.code).toBe(200);
    const [expected] = await rows<{ m: string; n: number }>(
      ctx.db,
      sql`select coalesce(sum(remain_quantity * total_price), 0)::numeric(14,2)::text as m, count(*)::int as n from biz_task where del_flag = '0' and status in ('1','2') and (user_id = ${U.seller} or user_id in (select user_id from sys_user where parent_id = ${U.seller}))`,
    );
    expect(res.data.moneyInProgress).toBe(expected.m);
    expect(res.data.counts['1'] + res.data.counts['2']).toBe(expected.n);
    expect(Object.values(res.data.counts).reduce((a, b) => a + b, 0)).toBe(res.data.total);
  });
});
