import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { solidPng } from '../png.ts';
import { loginAs, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, openFromSidebar, pickOption, pressToClose, switchLanguage } from '../ui.ts';

const SELLER = 'seller';

/** Exact money arithmetic on "1234.56" strings (integer cents). */
const cents = (value: string): bigint => {
  const [int, frac = ''] = value.replace(/,/g, '').split('.');
  const sign = int.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(int.replace('-', '')) * 100n + BigInt((frac + '00').slice(0, 2)));
};
const fromCents = (value: bigint): string => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** How the console prints an amount: thousands separators and two decimals. */
const grouped = (value: string) => {
  const [int, frac] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

interface PriceResponse {
  code: number;
  data: { allTotalPrice: string; totalPrice: string; unitPriceStr: string; enough: boolean };
}

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });

/** Fills the publish form: region, product, keywords, message, services and one matched product. */
async function fillTask(page: Page, title: string): Promise<PriceResponse['data']> {
  // scoped to the form's card: right after a navigation the previous page (with its own region filter) may still be shown
  const region = card(page, '地区与平台');
  await region.getByRole('combobox', { name: /国家\/地区/ }).click();
  await pickOption(page, /^德国/);
  await expect(region.getByText('EUR · 汇率 7.8').first()).toBeVisible();

  const product = card(page, '商品信息');
  await product.locator('input[type="file"]').setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: solidPng(32, [40, 120, 220]) });
  await expect(product.locator('.ant-upload-list-item-done, .ant-upload-list-item').first()).toBeVisible();
  await expect(product.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await product.getByLabel('商品标题').fill(title);
  await product.getByLabel('商品链接').fill('https://www.amazon.de/dp/B0E2ETEST1');
  await product.getByLabel('SKU').fill('Schwarz / M');
  await product.getByLabel('商品单价').fill('25.50');
  await product.getByLabel('每单件数').fill('2');
  await product.getByLabel('任务单数').fill('3');

  const entry = card(page, '进店方式');
  await entry.getByLabel('第 1 个关键词', { exact: true }).fill('bluetooth kopfhörer');
  await entry.getByLabel('第 1 个关键词的单数').fill('2');
  await entry.getByRole('button', { name: buttonName('添加关键词') }).click();
  await entry.getByLabel('第 2 个关键词', { exact: true }).fill('kabellose ohrhörer');
  await entry.getByLabel('第 2 个关键词的单数').fill('1');
  await expect(entry.getByText('单数合计 3 / 3')).toBeVisible();

  await card(page, '留言与备注').getByLabel('留言').fill('请收货后留下带图评价');

  const services = card(page, '增值服务');
  await services.getByRole('switch', { name: '关注店铺' }).click();
  await services.getByRole('switch', { name: '加购物车' }).click();
  await services.getByLabel('货比', { exact: true }).fill('2');
  await services.getByLabel('浏览', { exact: true }).fill('1');
  await services.getByRole('switch', { name: '匹配商品' }).click();
  await services.getByRole('button', { name: buttonName('添加匹配商品（最多 5 个）') }).click();
  const matched = services.locator('.ant-card').filter({ hasText: '匹配商品 1' });
  await matched.getByLabel('商品标题').fill(`${title} 配件`);
  await matched.getByLabel('关键词').fill('ohrhörer hülle');
  await matched.getByLabel('匹配商品 1 的单价').fill('9.99');
  // the last change: wait for the server's price of exactly this form
  const priced = page.waitForResponse(async (res) => {
    if (!res.url().endsWith('/prod-api/system/task/price')) return false;
    const body = res.request().postDataJSON() as { products?: { num: number }[]; compare?: number; browse?: number };
    return body.products?.[0]?.num === 2 && body.compare === 2 && body.browse === 1;
  });
  await matched.getByLabel('件数').fill('2');
  const response = (await (await priced).json()) as PriceResponse;
  expect(response.code).toBe(200);
  return response.data;
}

/** Visits every tab of the open detail dialog and checks one fact on each; screenshots each tab. */
async function visitDetailTabs(page: Page, dialog: Locator, lang: 'zh' | 'en', facts: [tab: string, text: string][]) {
  for (const [index, [tab, text]] of facts.entries()) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel', { name: tab }).getByText(text).first()).toBeVisible();
    await shot(page, `tasks-detail-${index + 1}-${lang}`);
  }
}

/**
 * The seller's "all details" button, then the first of the other tabs. In one CI run the tabs never
 * came after the click (a 4-minute wait; not seen in 9 local runs, 4 of them on a loaded machine), so a
 * click that did not take is made again while the button is still there; the tabs must still come.
 */
async function showAllTabs(dialog: Locator, button: string, firstTab: string) {
  await expect(async () => {
    const expand = dialog.getByRole('button', { name: button });
    if (await expand.isVisible()) await expand.click({ timeout: 5_000 });
    await expect(dialog.getByRole('tab', { name: firstTab })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

async function approveAsAdmin(browser: Browser, taskNo: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await loginAs(page, 'admin');
    await openFromSidebar(page, '业务管理', '任务管理');
    const search = page.getByRole('form', { name: '搜索' });
    await search.getByLabel('任务编号').fill(taskNo);
    await search.getByRole('button', { name: buttonName('搜索') }).click();
    const row = page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: taskNo });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('待审核')).toBeVisible();
    await row.getByRole('button', { name: buttonName('审核通过') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `确定审核通过任务 ${taskNo} 吗？` });
    await pressToClose(confirm, buttonName('确定'));
    await expect(row.getByText('进行中')).toBeVisible();
  } finally {
    await context.close();
  }
}

test('a seller publishes and pays for a task, sees it and its detail; an admin approves it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const title = `E2E 蓝牙耳机 ${uniqueSuffix()}`;
  const before = (await queryOne<{ money: string }>('select money::text from sys_user where user_name = $1', [SELLER])).money;

  await loginAs(page, SELLER);
  const navbarBalance = page.getByLabel('余额', { exact: true });
  await expect(navbarBalance).toHaveText(`余额¥${grouped(before)}`);

  // ---- publish with the server's price ----
  await openFromSidebar(page, '商家中心', '发布任务');
  const preview = card(page, '费用预估');
  await expect(preview.getByText(grouped(before))).toBeVisible();
  const price = await fillTask(page, title);
  await expect(preview.getByRole('heading', { name: `¥${grouped(price.allTotalPrice)}` })).toBeVisible();
  await expect(preview.getByText(price.unitPriceStr)).toBeVisible();
  expect(price.enough).toBe(true);
  await shot(page, 'tasks-publish-zh');

  await page.getByRole('button', { name: buttonName('提交并支付') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认支付' });
  await expect(confirm).toContainText(`发布该任务将从余额扣除 ¥${grouped(price.allTotalPrice)}，确定提交吗？`);
  await confirm.getByRole('button', { name: buttonName('确定') }).click();
  // the seller's own menu entry, not a twin "task list" tab
  await expect(page).toHaveURL(/\/seller\/task-list$/);
  await expect(page.locator('.tags-view-item.active')).toHaveText('我的任务');

  // ---- the database: task, ledger row and balance agree to the cent ----
  const task = await queryOne<{ task_id: string; task_no: string; status: string; all_total_price: string; paid_amount: string; task_quantity: number }>(
    `select task_id::text, task_no, status, all_total_price::text, paid_amount::text, task_quantity
       from biz_task where product_title = $1 and del_flag = '0'`,
    [title],
  );
  expect(task).toMatchObject({ status: '0', all_total_price: price.allTotalPrice, paid_amount: price.allTotalPrice, task_quantity: 3 });
  const fund = await queryOne<{ amount: string; balance_before: string; balance_after: string; money: string }>(
    `select f.amount::text, f.balance_before::text, f.balance_after::text, u.money::text
       from biz_fund f join sys_user u on u.user_id = f.user_id
      where f.ref_id = $1 and f.type = 4 and u.user_name = $2`,
    [task.task_id, SELLER],
  );
  const after = fromCents(cents(before) - cents(price.allTotalPrice));
  expect(fund).toEqual({ amount: fromCents(-cents(price.allTotalPrice)), balance_before: before, balance_after: after, money: after });

  // ---- the task list ----
  const row = page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: task.task_no });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('待审核')).toBeVisible();
  await expect(row.getByText(`${grouped(price.allTotalPrice)}`)).toBeVisible();
  await shot(page, 'tasks-list-zh');

  // ---- the navbar balance dropped by exactly the charged amount ----
  await expect(navbarBalance).toHaveText(`余额¥${grouped(after)}`);

  // ---- the detail dialog, every tab ----
  await row.getByRole('button', { name: `查看任务 ${task.task_no} 详情` }).click();
  const dialog = page.getByRole('dialog', { name: `任务详情 · ${task.task_no}` });
  await expect(dialog.getByRole('tab', { name: '费用明细' })).toHaveAttribute('aria-selected', 'true'); // sellers open on the cost
  await expect(dialog.getByRole('tab')).toHaveCount(1); // … alone (spec §6 show flag); every tab is a click away
  await showAllTabs(dialog, '全部详情', '基本信息');
  await visitDetailTabs(page, dialog, 'zh', [
    ['基本信息', title],
    ['进店方式', 'bluetooth kopfhörer'],
    ['多行为要求', '关注店铺'],
    ['增值服务', '× 2'],
    ['匹配商品', `${title} 配件`],
    ['费用明细', `¥${grouped(price.allTotalPrice)}`],
  ]);
  await dialog
    .getByRole('button', { name: buttonName('关闭') })
    .last()
    .click();
  await expect(dialog).toBeHidden();

  // ---- an admin approves it ----
  await approveAsAdmin(browser, task.task_no);
  expect((await queryOne<{ status: string }>('select status from biz_task where task_id = $1', [task.task_id])).status).toBe('1');

  // ---- the same screens in English ----
  await switchLanguage(page, '语言', 'English');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.getByText('In progress')).toBeVisible();
  await shot(page, 'tasks-list-en');
  await row.getByRole('button', { name: `Details of task ${task.task_no}` }).click();
  const dialogEn = page.getByRole('dialog', { name: `Task details · ${task.task_no}` });
  await showAllTabs(dialogEn, 'All details', 'Basic info');
  await visitDetailTabs(page, dialogEn, 'en', [
    ['Basic info', title],
    ['Shop entry', 'bluetooth kopfhörer'],
    ['Behaviours', 'Follow shop'],
    ['Value-added services', '× 2'],
    ['Matched products', `${title} 配件`],
    ['Cost breakdown', `¥${grouped(price.allTotalPrice)}`],
  ]);

  await dialogEn.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialogEn).toBeHidden();

  // the publish form in English, with a server price and the balance after the payment
  await page.getByRole('button', { name: buttonName('Publish task') }).click();
  await expect(page).toHaveURL(/\/seller\/publish$/);
  await card(page, 'Region and platform')
    .getByRole('combobox', { name: /Country\/region/ })
    .click();
  await pickOption(page, /^Germany/);
  await expect(card(page, 'Region and platform').getByText('EUR · rate 7.8').first()).toBeVisible();
  await card(page, 'Product').getByLabel('Unit price', { exact: true }).fill('25.50');
  const previewEn = card(page, 'Cost estimate');
  await expect(previewEn.getByText('Amount to pay')).toBeVisible();
  await expect(previewEn.getByRole('heading', { name: /^¥[\d,]+\.\d{2}$/ })).toBeVisible();
  await expect(previewEn.getByText(grouped(after))).toBeVisible();
  await expect(page.getByLabel('Balance', { exact: true })).toHaveText(`Balance¥${grouped(after)}`);
  await shot(page, 'tasks-publish-en');
});
