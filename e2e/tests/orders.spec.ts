import { type APIRequestContext, type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { solidPng } from '../png.ts';
import { awaitShell, loginAs, query, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, openFromSidebar, pickOption, confirmDialog } from '../ui.ts';

/**
 * The order loop in the browser (issue 10): staff place an order on a task distributed to them and
 * mark it shipped; the seller sees it in its orders; staff confirm receipt and record the review with
 * a picture; the settlement reaches the seller's balance and ledger; the detail dialog's steps and
 * timeline follow every state; then the rows in the database. Once per language.
 */

type Lang = 'zh-CN' | 'en-US';

/** Every text the test reads, in both languages (dictionary labels come from the server). */
const T = {
  'zh-CN': {
    business: '业务管理',
    workbench: '订单工作台',
    sellerCentre: '商家中心',
    myOrders: '我的订单',
    wallet: '资金明细',
    place: '下单',
    placeTitle: '下单',
    task: '任务',
    orderNo: '订单号',
    envNo: '环境编号',
    ok: '确定',
    ship: '发货',
    toConfirm: '待收货',
    ordered: '已下单',
    shipped: '商家已发货',
    completed: '已完成',
    details: (no: string) => `查看订单 ${no} 的详情`,
    dialog: (no: string) => `订单详情 · ${no}`,
    confirmReceipt: '确认收货并评价',
    completeTitle: '确认收货',
    paid: /买家实付金额/,
    completeOk: '确认收货',
    reviewTitle: (no: string) => `记录评价 · ${no}`,
    reviewType: '评价类型',
    textImages: '图文',
    content: '评价内容',
    save: '保存',
    close: '关闭',
    created: (left: number) => `下单成功，任务剩余 ${left} 单`,
    shippedMsg: '已标记为商家已发货',
    refunded: (amount: string) => `订单已完成，结算退还商家 ¥${amount}`,
    commented: '评价已记录',
    refundType: '结算退款',
    balance: '余额',
    completedAt: '确认收货，订单完成',
  },
  'en-US': {
    business: 'Business',
    workbench: 'Order desk',
    sellerCentre: 'Seller centre',
    myOrders: 'My orders',
    wallet: 'Wallet log',
    place: 'Place order',
    placeTitle: 'Place an order',
    task: 'Task',
    orderNo: 'Order no.',
    envNo: 'Environment no.',
    ok: 'OK',
    ship: 'Mark shipped',
    toConfirm: 'To confirm',
    ordered: 'Ordered',
    shipped: 'Merchant shipped',
    completed: 'Completed',
    details: (no: string) => `Details of order ${no}`,
    dialog: (no: string) => `Order details · ${no}`,
    confirmReceipt: 'Confirm receipt and review',
    completeTitle: 'Confirm receipt',
    paid: /Amount the buyer paid/,
    completeOk: 'Confirm receipt',
    reviewTitle: (no: string) => `Record review · ${no}`,
    reviewType: 'Review type',
    textImages: 'Text + images',
    content: 'Review text',
    save: 'Save',
    close: 'Close',
    created: (left: number) => `Order placed, ${left} left on the task`,
    shippedMsg: 'Marked as shipped by the merchant',
    refunded: (amount: string) => `Order completed, ¥${amount} refunded to the seller`,
    commented: 'Review recorded',
    refundType: 'Settlement refund',
    balance: 'Balance',
    completedAt: 'the order is complete',
  },
} as const;

/** How the console prints an amount: thousands separators and two decimals. */
const grouped = (value: string) => {
  const [int, frac] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};
const cents = (value: string): bigint => {
  const [int, frac = ''] = value.split('.');
  const sign = int.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(int.replace('-', '')) * 100n + BigInt((frac + '00').slice(0, 2)));
};
const fromCents = (value: bigint): string =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/prod-api/login', { data: { username, password: 'admin123' } });
  const body = (await res.json()) as { code: number; token: string };
  expect(body.code).toBe(200);
  return `Bearer ${body.token}`;
}

/**
 * A task in progress distributed to the demo staff member: the seller publishes a product-link task
 * of two orders (US, $10.00 at 7.20: an estimated principal of ¥72.00 per order), the admin approves
 * it and distributes it to `staff`.
 */
async function distributedTask(request: APIRequestContext, title: string): Promise<{ taskId: number; taskNo: string }> {
  const [seller, admin] = [await token(request, 'seller'), await token(request, 'admin')];
  const body = {
    regionId: 1,
    productPic: '/profile/upload/2026/01/01/lamp.png',
    productTitle: title,
    productUrl: 'https://www.amazon.com/dp/B0E2EORDER',
    productPrice: 10,
    taskQuantity: 2,
    enterMethod: '3',
  };
  const published = (await (await request.post('/prod-api/system/task', { data: body, headers: { Authorization: seller } })).json()) as {
    code: number;
    msg: string;
    data: { taskId: number; taskNo: string };
  };
  expect(published.code, published.msg).toBe(200);
  const { taskId, taskNo } = published.data;
  const approved = await (await request.put(`/prod-api/system/task/${taskId}/approve`, { headers: { Authorization: admin } })).json();
  expect(approved.code, approved.msg).toBe(200);
  const staff = await queryOne<{ user_id: number }>(`select user_id::int as user_id from sys_user where user_name = 'staff'`);
  const distributed = await (
    await request.put('/prod-api/system/task/distribute', { data: { taskId, staffId: staff.user_id }, headers: { Authorization: admin } })
  ).json();
  expect(distributed.code, distributed.msg).toBe(200);
  return { taskId, taskNo };
}

/** A page of a fresh browser context in `lang` (the language is kept in local storage, as the language menu does). */
async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang });
  await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  return context.newPage();
}

const toast = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();

/** The detail dialog's steps as antd marks them (finish, process, wait, error). */
async function stepStates(dialog: Locator): Promise<string[]> {
  return dialog
    .locator('.order-steps .ant-steps-item')
    .evaluateAll((items) => items.map((el) => ['finish', 'process', 'error', 'wait'].find((s) => el.className.includes(`ant-steps-item-${s}`)) ?? '?'));
}
/** A whole-number figure of the home dashboard (its card's `data-testid`). */
async function figure(page: Page, testId: string): Promise<number> {
  const value = page.getByTestId(testId).locator('.ant-statistic-content');
  await expect(value).toHaveText(/\d/, { timeout: 30_000 });
  return Number(((await value.textContent()) ?? '').replace(/[^\d]/g, ''));
}

const timeline = (dialog: Locator) => dialog.locator('.order-timeline .order-event');

async function expectState(dialog: Locator, steps: string[], events: string[]) {
  await expect.poll(() => stepStates(dialog)).toEqual(steps);
  await expect.poll(() => timeline(dialog).evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual(events);
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`orders (${lang}): staff place, ship, confirm and review; the seller sees the order and the settlement`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    const short = lang === 'zh-CN' ? 'zh' : 'en';
    const suffix = uniqueSuffix();
    const title = `E2E order lamp ${suffix}`;
    const orderNo = `E2E-${suffix}`.toUpperCase();
    const { taskId, taskNo } = await distributedTask(request, title);
    const before = (await queryOne<{ money: string }>(`select money::text from sys_user where user_name = 'seller'`)).money;

    // ---- the seller's dashboard before the order: its figures ----
    const seller = await pageIn(browser, lang);
    await loginAs(seller, 'seller');
    const todayBefore = await figure(seller, 'figure-today');
    const totalBefore = await figure(seller, 'figure-total');

    // ---- staff: place the order on the task distributed to them ----
    const staff = await pageIn(browser, lang);
    await loginAs(staff, 'staff');
    await openFromSidebar(staff, t.business, t.workbench);
    await staff.getByRole('button', { name: buttonName(t.place) }).click();
    const create = staff.getByRole('dialog', { name: t.placeTitle });
    await create.getByRole('combobox', { name: t.task }).click();
    await pickOption(staff, new RegExp(`^${taskNo} · ${title}`));
    await create.getByLabel(t.orderNo, { exact: true }).fill(orderNo);
    await create.getByLabel(t.envNo, { exact: true }).fill(`ENV-${suffix}`);
    await create.getByRole('button', { name: buttonName(t.ok) }).click();
    await toast(staff, t.created(1));
    await expect(create).toBeHidden();

    const rows = staff.locator('.ant-table-tbody').getByRole('row');
    const row = rows.filter({ hasText: orderNo });
    await expect(row.getByText(t.ordered, { exact: true })).toBeVisible();
    await shot(staff, `orders-workbench-${short}`);

    // the dialog: ordered, waiting for the merchant
    await row.getByRole('button', { name: t.details(orderNo) }).click();
    const dialog = staff.getByRole('dialog', { name: t.dialog(orderNo) });
    await expectState(dialog, ['finish', 'process', 'wait'], ['create']);
    await shot(staff, `orders-detail-ordered-${short}`);
    await dialog
      .getByRole('button', { name: buttonName(t.close) })
      .last()
      .click();
    await expect(dialog).toBeHidden();

    // ---- staff: the merchant shipped ----
    await row.getByRole('button', { name: buttonName(t.ship) }).click();
    await confirmDialog(staff, t.ok);
    await toast(staff, t.shippedMsg);
    await staff.locator('.ant-segmented').getByText(t.toConfirm, { exact: true }).click();
    await expect(row.getByText(t.shipped, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: t.details(orderNo) }).click();
    await expectState(dialog, ['finish', 'finish', 'process'], ['create', 'ship']);
    await shot(staff, `orders-detail-shipped-${short}`);

    // ---- the seller sees it in its orders, read only ----
    // the dashboard figures moved: one more order today and in total
    await seller.reload();
    await expect.poll(() => figure(seller, 'figure-today'), { timeout: 30_000 }).toBe(todayBefore + 1);
    await expect.poll(() => figure(seller, 'figure-total'), { timeout: 30_000 }).toBe(totalBefore + 1);
    await shot(seller, `orders-dashboard-${short}`);
    await openFromSidebar(seller, t.sellerCentre, t.myOrders);
    const sellerRow = seller.locator('.ant-table-tbody').getByRole('row').filter({ hasText: orderNo });
    await expect(sellerRow.getByText(t.shipped, { exact: true })).toBeVisible();
    await expect(sellerRow.getByText(title)).toBeVisible();
    await expect(sellerRow.getByRole('button', { name: buttonName(t.ship) })).toHaveCount(0);
    await shot(seller, `orders-merchant-${short}`);

    // ---- staff: confirm receipt (the buyer paid $9.50: ¥68.40, ¥3.60 back to the seller) and review ----
    await dialog.getByRole('button', { name: buttonName(t.confirmReceipt) }).click();
    const complete = staff.getByRole('dialog', { name: t.completeTitle });
    await complete.getByLabel(t.paid).fill('9.50');
    await expect(complete.getByText('+3.60')).toBeVisible();
    await complete.getByRole('button', { name: buttonName(t.completeOk) }).click();
    await toast(staff, t.refunded('3.60'));

    // the review form follows: text + images, the text as published, one picture
    const review = staff.getByRole('dialog', { name: t.reviewTitle(orderNo) });
    await review.getByRole('combobox', { name: t.reviewType }).click();
    await pickOption(staff, t.textImages);
    await review.getByLabel(t.content).fill('Bright and steady light.\nThe clamp holds well.');
    await review.locator('input[type="file"]').setInputFiles({ name: 'review.png', mimeType: 'image/png', buffer: solidPng(24, [220, 120, 40]) });
    await expect(review.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await review.getByRole('button', { name: buttonName(t.save) }).click();
    await toast(staff, t.commented);
    await expect(review).toBeHidden();

    // the dialog now: every step done, the completion entry, the review with its picture, the history
    await expectState(dialog, ['finish', 'finish', 'finish'], ['create', 'ship', 'complete', 'settle', 'comment']);
    await expect(dialog.locator('.order-completion')).toContainText(t.completedAt);
    const picture = dialog.locator('.order-review img').first();
    await expect(picture).toHaveAttribute('src', /^\/prod-api\/profile\/upload\/.+\.png$/);
    await expect(dialog.locator('.order-review .review-lines')).toContainText('The clamp holds well.');
    await expect(timeline(dialog).filter({ hasText: '+3.60' })).toHaveCount(1);
    await shot(staff, `orders-detail-completed-${short}`);

    // ---- the seller: balance and ledger show the settlement ----
    const after = fromCents(cents(before) + 360n);
    await seller.reload();
    await awaitShell(seller, 'seller');
    await expect(seller.getByLabel(t.balance, { exact: true })).toHaveText(`${t.balance}¥${grouped(after)}`);
    // the dashboard's balance figure shows the settlement too
    await seller.goto('/home/index');
    await awaitShell(seller, 'seller');
    await expect(seller.getByTestId('figure-balance')).toContainText(`¥${grouped(after)}`);
    await openFromSidebar(seller, t.sellerCentre, t.wallet);
    const ledgerRow = seller.locator('.ant-table-tbody').getByRole('row').filter({ hasText: orderNo });
    await expect(ledgerRow.getByText(t.refundType, { exact: true })).toBeVisible();
    await expect(ledgerRow.getByText('+3.60')).toBeVisible();
    await shot(seller, `orders-ledger-${short}`);
    // the ledger row opens the order
    await ledgerRow.getByRole('button', { name: new RegExp(orderNo) }).click();
    const sellerDialog = seller.getByRole('dialog', { name: t.dialog(orderNo) });
    await expectState(sellerDialog, ['finish', 'finish', 'finish'], ['create', 'ship', 'complete', 'settle', 'comment']);
    await expect(sellerDialog.getByRole('button', { name: buttonName(t.confirmReceipt) })).toHaveCount(0);
    await shot(seller, `orders-detail-seller-${short}`);

    // ---- the rows in the database ----
    const order = await queryOne<{
      order_id: string;
      order_status: string;
      remark: string;
      actually_pay: string;
      actual_principal: string;
      settle_diff: string;
      settle_status: string;
      evaluate_status: string;
      evaluate_type: string;
      evaluate_content: string;
      evaluate_pic: string;
      ship_time: Date | null;
      complete_time: Date | null;
    }>(
      `select order_id::text, order_status, remark, actually_pay::text, actual_principal::text, settle_diff::text, settle_status, evaluate_status,
              evaluate_type, evaluate_content, evaluate_pic, ship_time, complete_time
         from biz_order where order_no = $1 and del_flag = '0'`,
      [orderNo],
    );
    expect(order).toMatchObject({
      order_status: '2',
      remark: `ENV-${suffix}`,
      actually_pay: '9.50',
      actual_principal: '68.40',
      settle_diff: '3.60',
      settle_status: 'settled',
      evaluate_status: '1',
      evaluate_type: '2',
      evaluate_content: 'Bright and steady light.\nThe clamp holds well.',
    });
    expect(order.evaluate_pic).toMatch(/^\/profile\/upload\/.+\.png$/);
    expect(order.ship_time).not.toBeNull();
    expect(order.complete_time).not.toBeNull();
    const fund = await queryOne<{ type: number; amount: string; balance_after: string; ref_no: string; money: string }>(
      `select f.type, f.amount::text, f.balance_after::text, f.ref_no, u.money::text
         from biz_fund f join sys_user u on u.user_id = f.user_id
        where f.ref_type = 'order' and f.ref_id = $1`,
      [order.order_id],
    );
    expect(fund).toEqual({ type: 7, amount: '3.60', balance_after: after, ref_no: orderNo, money: after });
    const events = await query<{ action: string }>(`select action from biz_order_event where order_id = $1 order by event_id`, [order.order_id]);
    expect(events.map((e) => e.action)).toEqual(['create', 'ship', 'complete', 'settle', 'comment']);
    expect(await queryOne<{ remain_quantity: number }>('select remain_quantity from biz_task where task_id = $1', [taskId])).toEqual({ remain_quantity: 1 });

    await staff.context().close();
    await seller.context().close();
  });
}
