import type { KeywordListRow, ProductListRow, TemplateDetail, TemplateOption, TemplateRow } from '@ceping/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProduct, bizTaskKeyword, bizTemplate } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, act, balance, ledgerSum, publish, setBalance, simpleTask, taskFunds, taskRow, workedExample } from './task-fixtures.ts';

let ctx: TestContext;
const tok: Record<'seller' | 'seller2' | 'staff' | 'admin', string> = { seller: '', seller2: '', staff: '', admin: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  for (const k of Object.keys(tok) as (keyof typeof tok)[]) tok[k] = await ctx.login(k);
  await setBalance(ctx, U.seller, '20000');
});
afterAll(() => ctx.close());

describe('templates', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    const a = await ctx.call<{ data: { templateId: number } }>({
      method: 'POST',
      url: '/prod-api/system/template',
      payload: { templateName: 'Earbuds US', content: workedExample({ money: 1, status: '1' }), remark: 'weekly' },
      token: tok.seller,
    });
    expect(a.code).toBe(200);
    mine = a.data.templateId;
    const b = await ctx.call<{ data: { templateId: number } }>({
      method: 'POST',
      url: '/prod-api/system/template',
      payload: { templateName: 'Lamp', content: simpleTask() },
      token: tok.seller2,
    });
    theirs = b.data.templateId;
  });

  it('saves the validated task body as content and lists it with its region', async () => {
    const got = await ctx.call<{ data: TemplateDetail }>({ method: 'GET', url: `/prod-api/system/template/${mine}`, token: tok.seller });
    expect(got.data).toMatchObject({
      templateName: 'Earbuds US',
      regionId: 1,
      regionName: '美国',
      regionNameEn: 'United States',
      platform: 'amazon',
      userName: 'seller',
      remark: 'weekly',
    });
    expect(got.data.content).toMatchObject({
      productPrice: '19.99',
      keywords: [
        { keyword: 'earbuds', quantity: 6, remark: 'first page' },
        { keyword: 'bluetooth earbuds', quantity: 4, remark: '' },
      ],
    });
    expect(got.data.content).not.toHaveProperty('money');
    expect(got.data.content).not.toHaveProperty('status');
    const options = await ctx.call<{ data: TemplateOption[] }>({ method: 'GET', url: '/prod-api/system/template/options', token: tok.seller });
    expect(options.data).toEqual([{ templateId: mine, templateName: 'Earbuds US', regionId: 1 }]);
    const list = await ctx.call<{ rows: TemplateRow[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/template/list',
      query: { templateName: 'earbuds' },
      token: tok.seller,
    });
    expect(list.rows.map((r) => r.templateId)).toEqual([mine]);
    expect(list.rows[0]).not.toHaveProperty('content');
  });

  it('refuses invalid content and duplicate names', async () => {
    const bad = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/template',
      payload: { templateName: 'Broken', content: workedExample({ taskQuantity: 11 }) },
      token: tok.seller,
    });
    expect(bad).toMatchObject({ code: 500, msg: '各关键词单数之和必须等于任务单数' });
    const dup = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/template',
      payload: { templateName: 'Earbuds US', content: simpleTask() },
      token: tok.seller,
    });
    expect(dup).toMatchObject({ code: 500, msg: "模板'Earbuds US'已存在" });
    const sameNameOtherSeller = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/template',
      payload: { templateName: 'Earbuds US', content: simpleTask() },
      token: tok.seller2,
    });
    expect(sameNameOtherSeller.code).toBe(200);
  });

  it('edits and deletes own templates only; bulk ids with a foreign one are refused whole', async () => {
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/template',
      payload: { templateId: mine, templateName: 'Earbuds US v2', content: simpleTask({ regionId: 2 }) },
      token: tok.seller,
    });
    expect(edit.code).toBe(200);
    const [row] = await ctx.db.select().from(bizTemplate).where(eq(bizTemplate.templateId, mine));
    expect(row).toMatchObject({ templateName: 'Earbuds US v2', regionId: 2 });
    const foreign = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/template',
      payload: { templateId: theirs, templateName: 'Stolen', content: simpleTask() },
      token: tok.seller,
    });
    expect(foreign.msg).toBe('请求的资源不存在');
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/template/${theirs}`, token: tok.seller })).msg).toBe('请求的资源不存在');
    const seen = await ctx.call<{ rows: TemplateRow[] }>({
      method: 'GET',
      url: '/prod-api/system/template/list',
      query: { userId: String(U.seller2) },
      token: tok.seller,
    });
    expect(seen.rows).toEqual([]);
    const bulk = await ctx.call({ method: 'DELETE', url: `/prod-api/system/template/${mine},${theirs}`, token: tok.seller });
    expect(bulk.code).toBe(500);
    expect(await ctx.db.select().from(bizTemplate).where(eq(bizTemplate.templateId, theirs))).toHaveLength(1);
    expect(await ctx.db.select().from(bizTemplate).where(eq(bizTemplate.templateId, mine))).toHaveLength(1);
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/template/${mine}`, token: tok.seller })).code).toBe(200);
  });

  it('shows every template to an admin and none to staff', async () => {
    const all = await ctx.call<{ rows: TemplateRow[] }>({ method: 'GET', url: '/prod-api/system/template/list', token: tok.admin });
    expect(all.rows.map((r) => r.templateId)).toContain(theirs);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/template/list', token: tok.staff })).code).toBe(403);
  });
});

describe('keyword allocations', () => {
  let taskId: number;
  beforeAll(async () => {
    taskId = (await publish(ctx, tok.seller, workedExample())).data.taskId;
  });
  const save = (keywords: unknown[], token = tok.seller, id = taskId) =>
    ctx.call({ method: 'PUT', url: '/prod-api/system/keyword', payload: { taskId: id, keywords }, token });

  it('lists a task keyword rows in the caller scope', async () => {
    const mine = await ctx.call<{ rows: KeywordListRow[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/keyword/list',
      query: { taskId: String(taskId) },
      token: tok.seller,
    });
    expect(mine.rows.map((r) => [r.keyword, r.quantity, r.taskQuantity])).toEqual([
      ['earbuds', 6, 10],
      ['bluetooth earbuds', 4, 10],
    ]);
    expect(
      (await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/keyword/list', query: { taskId: String(taskId) }, token: tok.staff })).total,
    ).toBe(2);
    // A full page counts the task's keyword rows through the task join (the caller's scope), exactly.
    const firstPage = await ctx.call({
      method: 'GET',
      url: '/prod-api/system/keyword/list',
      query: { taskId: String(taskId), pageSize: '1' },
      token: tok.seller,
    });
    expect(firstPage).toMatchObject({ code: 200, total: 2, estimated: false });
    expect(
      (await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/keyword/list', query: { taskId: String(taskId) }, token: tok.seller2 })).total,
    ).toBe(0);
    const one = await ctx.call<{ data: KeywordListRow }>({ method: 'GET', url: `/prod-api/system/keyword/${mine.rows[0].keywordId}`, token: tok.seller });
    expect(one.data.keyword).toBe('earbuds');
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/keyword/${mine.rows[0].keywordId}`, token: tok.seller2 })).code).toBe(500);
  });

  it('replaces the rows while the task is pending, keeping Σ quantity = taskQuantity', async () => {
    expect(
      await save([
        { keyword: 'a', quantity: 5 },
        { keyword: 'b', quantity: 3 },
        { keyword: 'c', remark: 'last', quantity: 2 },
      ]),
    ).toMatchObject({ code: 200 });
    const rows = await ctx.db.select().from(bizTaskKeyword).where(eq(bizTaskKeyword.taskId, taskId));
    expect(rows.map((r) => r.keyword).sort()).toEqual(['a', 'b', 'c']);
    expect(await save([{ keyword: 'a', quantity: 9 }])).toMatchObject({ code: 500, msg: '各关键词单数之和必须等于任务单数' });
    expect((await save([{ keyword: 'x', quantity: 10 }], tok.seller2)).msg).toBe('请求的资源不存在');
    expect((await save([{ keyword: 'x', quantity: 10 }], tok.staff)).code).toBe(403);
    expect((await save([{ keyword: 'admin', quantity: 10 }], tok.admin)).code).toBe(200);
    const plain = (await publish(ctx, tok.seller, simpleTask())).data.taskId;
    expect((await save([{ keyword: 'x', quantity: 2 }], tok.seller, plain)).msg).toBe('只有“关键词搜索”进店的任务才能分配关键词');
    await act(ctx, tok.staff, taskId, 'approve');
    expect((await save([{ keyword: 'late', quantity: 10 }])).code).toBe(500);
    expect(await balance(ctx, U.seller)).toBe(await ledgerSum(ctx, U.seller));
  });
});

describe('matched products', () => {
  let taskId: number;
  beforeAll(async () => {
    taskId = (await publish(ctx, tok.seller, workedExample())).data.taskId;
  });
  const productsOf = () =>
    ctx.db
      .select()
      .from(bizProduct)
      .where(and(eq(bizProduct.taskId, taskId), isNull(bizProduct.orderId)));
  const add = (patch: Record<string, unknown> = {}, token = tok.seller) =>
    ctx.call<{ data: { productId: number; allTotalPrice: string } }>({
      method: 'POST',
      url: '/prod-api/system/product',
      payload: { taskId, productTitle: 'Charger', productPrice: 10, num: 2, ...patch },
      token,
    });

  it('lists a task products in the caller scope', async () => {
    const res = await ctx.call<{ rows: ProductListRow[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/product/list',
      query: { taskId: String(taskId) },
      token: tok.seller,
    });
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]).toMatchObject({
      productTitle: 'Earbuds case',
      productPrice: '5.99',
      ratePrice: '43.13',
      taskNo: expect.stringMatching(/^T/),
      userId: U.seller,
    });
    expect(
      (await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/product/list', query: { taskId: String(taskId) }, token: tok.staff })).total,
    ).toBe(1);
    // A full page counts the task's products through the task join (the caller's scope), exactly.
    const firstPage = await ctx.call({
      method: 'GET',
      url: '/prod-api/system/product/list',
      query: { taskId: String(taskId), pageSize: '1' },
      token: tok.seller,
    });
    expect(firstPage).toMatchObject({ code: 200, total: 1, estimated: false });
    expect(
      (await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/product/list', query: { taskId: String(taskId) }, token: tok.seller2 })).total,
    ).toBe(0);
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/product/${res.rows[0].productId}`, token: tok.seller2 })).msg).toBe('请求的资源不存在');
  });

  it('re-prices the task on add, edit and remove through the edit path (fund 5)', async () => {
    const added = await add();
    // + (10 × 7.2 × 2 + 3 × 2) = 150 per order, × 10
    expect(added).toMatchObject({ code: 200, msg: '任务修改成功，补扣 ¥1500.00', data: { allTotalPrice: '3670.60' } });
    const edited = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/product',
      payload: { productId: added.data.productId, productTitle: 'Charger', productPrice: 10, num: 1 },
      token: tok.seller,
    });
    expect(edited.msg).toBe('任务修改成功，退回 ¥750.00');
    const removed = await ctx.call({ method: 'DELETE', url: `/prod-api/system/product/${added.data.productId}`, token: tok.seller });
    expect(removed.msg).toBe('任务修改成功，退回 ¥750.00');
    expect(await taskRow(ctx, taskId)).toMatchObject({ allTotalPrice: '2170.60', paidAmount: '2170.60', matchProduct: 1 });
    const [original] = await productsOf();
    const last = await ctx.call({ method: 'DELETE', url: `/prod-api/system/product/${original.productId}`, token: tok.seller });
    expect(last.msg).toBe('任务修改成功，退回 ¥461.30');
    expect(await taskRow(ctx, taskId)).toMatchObject({ allTotalPrice: '1709.30', matchProduct: 0, matchProductPrice: '0.00' });
    expect((await taskFunds(ctx, taskId)).map((f) => [f.type, f.amount])).toEqual([
      [4, '-2170.60'],
      [5, '-1500.00'],
      [5, '750.00'],
      [5, '750.00'],
      [5, '461.30'],
    ]);
  });

  it('keeps at most five, refuses foreign tasks, staff and non-pending tasks, and rolls back an unpaid change', async () => {
    for (let i = 0; i < 5; i++) expect((await add({ productTitle: `P${i}`, num: 1, productPrice: 1 })).code).toBe(200);
    const sixth = await add({ num: 1, productPrice: 1 });
    expect(sixth).toMatchObject({ code: 500, msg: '匹配商品最多 5 个' });
    expect(await productsOf()).toHaveLength(5);
    expect((await add({}, tok.seller2)).msg).toBe('请求的资源不存在');
    expect((await add({}, tok.staff)).code).toBe(403);
    const [p] = await productsOf();
    await setBalance(ctx, U.seller, '1');
    const poor = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/product',
      payload: { productId: p.productId, productTitle: 'Pricey', productPrice: 500, num: 10 },
      token: tok.seller,
    });
    expect(poor.code).toBe(500);
    expect(poor.msg).toContain('余额不足');
    expect((await productsOf()).find((r) => r.productId === p.productId)?.productTitle).toBe(p.productTitle);
    await setBalance(ctx, U.seller, '20000');
    await act(ctx, tok.staff, taskId, 'approve');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/product/${p.productId}`, token: tok.seller })).code).toBe(500);
    expect(await balance(ctx, U.seller)).toBe(await ledgerSum(ctx, U.seller));
  });
});

describe('a new task in one statement', () => {
  const rowsOf = async (taskId: number) => ({
    keywords: await ctx.db
      .select({ keyword: bizTaskKeyword.keyword, remark: bizTaskKeyword.remark, quantity: bizTaskKeyword.quantity, orderNum: bizTaskKeyword.orderNum })
      .from(bizTaskKeyword)
      .where(eq(bizTaskKeyword.taskId, taskId))
      .orderBy(bizTaskKeyword.orderNum),
    products: await ctx.db
      .select({
        productImg: bizProduct.productImg,
        productTitle: bizProduct.productTitle,
        keyword: bizProduct.keyword,
        sku: bizProduct.sku,
        productPrice: bizProduct.productPrice,
        num: bizProduct.num,
        ratePrice: bizProduct.ratePrice,
        orderNum: bizProduct.orderNum,
        createBy: bizProduct.createBy,
        orderId: bizProduct.orderId,
      })
      .from(bizProduct)
      .where(eq(bizProduct.taskId, taskId))
      .orderBy(bizProduct.orderNum),
  });

  it('writes every keyword and matched product in body order, whatever their count', async () => {
    const many = await publish(
      ctx,
      tok.seller,
      workedExample({
        keywords: [
          { keyword: 'earbuds', remark: 'first page', quantity: 5 },
          { keyword: 'bluetooth earbuds', quantity: 3 },
          { keyword: 'kid\'s earbuds, "pink" {a,b}', remark: 'quotes, commas and braces', quantity: 2 },
        ],
        products: [
          { productImg: '/profile/upload/2026/01/01/case.png', productTitle: 'Earbuds case', keyword: 'case', sku: 'grey', productPrice: 5.99, num: 1 },
          { productTitle: 'Ear tips', productPrice: 1.5, num: 3 },
        ],
      }),
    );
    expect(many.code).toBe(200);
    expect(await rowsOf(many.data.taskId)).toEqual({
      keywords: [
        { keyword: 'earbuds', remark: 'first page', quantity: 5, orderNum: 1 },
        { keyword: 'bluetooth earbuds', remark: '', quantity: 3, orderNum: 2 },
        { keyword: 'kid\'s earbuds, "pink" {a,b}', remark: 'quotes, commas and braces', quantity: 2, orderNum: 3 },
      ],
      products: [
        {
          productImg: '/profile/upload/2026/01/01/case.png',
          productTitle: 'Earbuds case',
          keyword: 'case',
          sku: 'grey',
          productPrice: '5.99',
          num: 1,
          ratePrice: '43.13',
          orderNum: 1,
          createBy: 'seller',
          orderId: null,
        },
        {
          productImg: '',
          productTitle: 'Ear tips',
          keyword: '',
          sku: '',
          productPrice: '1.50',
          num: 3,
          ratePrice: '10.80',
          orderNum: 2,
          createBy: 'seller',
          orderId: null,
        },
      ],
    });
    // none of either: the same statement inserts the task alone
    const none = await publish(ctx, tok.seller, simpleTask());
    expect(none.code).toBe(200);
    expect(await rowsOf(none.data.taskId)).toEqual({ keywords: [], products: [] });
    const task = await taskRow(ctx, none.data.taskId);
    expect(task).toMatchObject({ productTitle: 'Desk lamp', status: '0', createBy: 'seller', serviceRemark: '', delFlag: '0' });
    expect(task.createTime).toBeInstanceOf(Date);
    expect(await balance(ctx, U.seller)).toBe(await ledgerSum(ctx, U.seller));
  });
});
