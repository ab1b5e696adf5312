import { expect, type Page, test } from '@playwright/test';
import { awaitShell, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, choose, openFromSidebar } from '../ui.ts';

type Lang = 'zh-CN' | 'en-US';
const T = {
  'zh-CN': {
    seller: '商家中心',
    mine: '我的投诉',
    business: '业务管理',
    complaints: '投诉管理',
    add: '新增',
    open: '发起投诉',
    order: '订单号',
    type: '投诉类型',
    typeOrder: '订单问题',
    content: '投诉内容',
    ok: '确定',
    resolve: '解决',
    note: '处理说明',
    compensation: '赔付金额（元，可选）',
    pwdTitle: '二级密码验证',
    pwdLabel: '请输入二级密码',
    wrongPwd: '密码错误，请重试！',
    wallet: '资金明细',
    submitted: /投诉 C\d+ 已提交/,
    resolved: '已解决',
  },
  'en-US': {
    seller: 'Seller centre',
    mine: 'My complaints',
    business: 'Business',
    complaints: 'Complaints',
    add: 'Add',
    open: 'Open a complaint',
    order: 'Order no.',
    type: 'Type',
    typeOrder: 'Order',
    content: 'Complaint',
    ok: 'OK',
    resolve: 'Resolve',
    note: 'Resolution note',
    compensation: 'Compensation (CNY, optional)',
    pwdTitle: 'Second password check',
    pwdLabel: 'Enter your second password',
    wrongPwd: 'Password wrong, please retry!',
    wallet: 'Wallet log',
    submitted: /Complaint C\d+ submitted/,
    resolved: 'Resolved',
  },
} as const;

async function inLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
}

/** loginAs, with more patience for the first shell on a loaded machine. */
async function signIn(page: Page, userName: string, nickName: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|user name|username|account/i).fill(userName);
  await page
    .getByPlaceholder(/密码|password/i)
    .first()
    .fill('admin123');
  await page.getByRole('button', { name: /登\s*录|log\s*in|sign\s*in/i }).click();
  await expect(page.getByRole('button', { name: nickName, exact: true })).toBeVisible({ timeout: 60_000 });
  await awaitShell(page, userName, { signedIn: true });
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  const s = T[lang];
  test(`${lang}: a seller complains about an order, the admin resolves it with compensation behind the second password, the ledger shows it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const text = `e2e complaint ${uniqueSuffix()}`;
    await inLanguage(page, lang);
    await signIn(page, 'seller', '优品商家');
    await openFromSidebar(page, s.seller, s.mine);
    await page.getByRole('button', { name: buttonName(s.add) }).click();
    const dialog = page.getByRole('dialog', { name: s.open });
    await dialog.getByRole('combobox', { name: s.order }).click();
    // the latest own order is the active option
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await choose(page, dialog, s.type, s.typeOrder);
    await dialog.getByLabel(s.content).fill(text);
    await shot(page, `documents-complaint-open-${lang}`);
    await dialog.getByRole('button', { name: buttonName(s.ok) }).click();
    await expect(page.getByText(s.submitted)).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: text })).toBeVisible();

    const opened = await queryOne<{ id: string; no: string; status: string; user: string; order_id: string | null }>(
      `select complaint_id::text as id, complaint_no as no, status, (select user_name from sys_user where user_id = c.user_id) as user, order_id::text
         from biz_complaint c where content = $1`,
      [text],
    );
    expect(opened).toMatchObject({ status: '0', user: 'seller' });
    expect(opened.order_id).not.toBeNull();
    const before = await queryOne<{ money: string }>(`select money::text as money from sys_user where user_name = 'seller'`);

    // The admin, in another browser context, resolves it with a compensation.
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    await inLanguage(admin, lang);
    await signIn(admin, 'admin', '管理员');
    await openFromSidebar(admin, s.business, s.complaints);
    await admin.locator('.ant-table-tbody').getByRole('row').filter({ hasText: text }).getByRole('button', { name: opened.no }).click();
    const drawer = admin.locator('.ant-drawer');
    await expect(drawer.getByText(text)).toBeVisible();
    await drawer.getByRole('button', { name: buttonName(s.resolve) }).click();
    const resolve = admin.getByRole('dialog').filter({ has: admin.getByLabel(s.note) });
    await resolve.getByLabel(s.note).fill('e2e resolved');
    await resolve.getByLabel(s.compensation).fill('12.34');
    await shot(admin, `documents-complaint-resolve-${lang}`);
    await resolve.getByRole('button', { name: buttonName(s.ok) }).click();
    const pwd = admin.getByRole('dialog', { name: s.pwdTitle });
    await pwd.getByLabel(s.pwdLabel).fill('000000');
    await pwd.getByRole('button', { name: buttonName(s.ok) }).click();
    await expect(pwd.getByText(s.wrongPwd)).toBeAttached({ timeout: 60_000 });
    expect((await queryOne<{ status: string }>(`select status from biz_complaint where complaint_id = $1`, [opened.id])).status).toBe('0');
    await pwd.getByLabel(s.pwdLabel).fill('123456');
    await pwd.getByRole('button', { name: buttonName(s.ok) }).click();
    await expect(drawer.locator('.ant-descriptions').getByText(s.resolved, { exact: true })).toBeVisible({ timeout: 60_000 });
    await shot(admin, `documents-complaint-resolved-${lang}`);
    await adminContext.close();

    const after = await queryOne<{ status: string; compensation: string; money: string; total: string; funds: string; amount: string }>(
      `select c.status, c.compensation::text as compensation, u.money::text as money,
              (select sum(amount)::text from biz_fund where user_id = u.user_id) as total,
              (select count(*)::text from biz_fund where ref_type = 'complaint' and ref_id = c.complaint_id) as funds,
              (select amount::text from biz_fund where ref_type = 'complaint' and ref_id = c.complaint_id and type = 9) as amount
         from biz_complaint c join sys_user u on u.user_id = c.user_id where c.complaint_id = $1`,
      [opened.id],
    );
    expect(after).toMatchObject({ status: '2', compensation: '12.34', funds: '1', amount: '12.34' });
    expect(Math.round(Number(after.money) * 100)).toBe(Math.round(Number(before.money) * 100) + 1234);
    expect(after.total).toBe(after.money);

    // The seller's wallet log shows the compensation.
    await openFromSidebar(page, s.seller, s.wallet);
    await expect(page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: opened.no }).first()).toContainText('12.34');
    await shot(page, `documents-wallet-${lang}`);
  });
}
