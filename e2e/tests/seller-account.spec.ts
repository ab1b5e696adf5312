import { type Browser, type Page, expect, test } from '@playwright/test';
import { loginAs, query, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, menuName, openFromSidebar, confirmDialog } from '../ui.ts';

/**
 * The seller's own account (issue 11): the seller opens Account and Invitation, copies the
 * invitation link; a new user registers with it and becomes a sub-account; the seller sees the
 * sub-account and the unread badge, opens the messages, marks them read and the badge goes. The
 * balance in the navbar and on the Account page follows a withdrawal requested and cancelled without
 * a reload. Rows are checked in the database. Once per language.
 */

type Lang = 'zh-CN' | 'en-US';
const T = {
  'zh-CN': {
    sellerCentre: '商家中心',
    account: '账户信息',
    invitation: '邀请',
    messages: '消息',
    withdraw: '提现',
    username: '账号',
    password: '密码',
    confirm: '确认密码',
    inviteField: '邀请码（选填）',
    register: '注册',
    registered: (u: string) => `恭喜你，子账号 ${u} 注册成功！`,
    badge: (n: number) => (n > 0 ? `消息，${n} 条未读` : '消息'),
    joined: '新的子账号',
    markRead: '标记已读',
    markAll: '全部标记已读',
    frozen: '冻结金额',
    request: '申请提现',
    pwdTitle: '二级密码验证',
    pwdLabel: '请输入二级密码',
    ok: '确定',
    wAmount: '提现金额',
    holder: '收款户名',
    accountNo: '收款账号',
    cancel: '撤销',
  },
  'en-US': {
    sellerCentre: 'Seller centre',
    account: 'Account',
    invitation: 'Invitation',
    messages: 'Messages',
    withdraw: 'Withdraw',
    username: 'Account',
    password: 'Password',
    confirm: 'Confirm password',
    inviteField: 'Invite code (optional)',
    register: 'Register',
    registered: (u: string) => `Your account ${u} has been registered as a sub-account!`,
    badge: (n: number) => (n > 0 ? `Messages, ${n} unread` : 'Messages'),
    joined: 'New sub-account',
    markRead: 'Mark read',
    markAll: 'Mark all read',
    frozen: 'Frozen',
    request: 'Request withdrawal',
    pwdTitle: 'Second password check',
    pwdLabel: 'Enter your second password',
    ok: 'OK',
    wAmount: 'Amount',
    holder: 'Account holder',
    accountNo: 'Account no.',
    cancel: 'Cancel',
  },
} as const;

async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  return context.newPage();
}

const unreadOf = async (userName: string) =>
  (
    await queryOne<{ n: number }>(
      `select count(*)::int as n from biz_message m join sys_user u on u.user_id = m.user_id where u.user_name = $1 and not m.is_read`,
      [userName],
    )
  ).n;
const sellerMoney = () =>
  queryOne<{ money: string; frozen: string }>(`select money::text as money, frozen::text as frozen from sys_user where user_name = 'seller'`);
const amountIn = async (page: Page, selector: string) => Number(((await page.locator(selector).first().textContent()) ?? '').replace(/[¥,\s]/g, '')).toFixed(2);

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`seller account (${lang}): account, invitation link, a sub-account registers, messages read`, async ({ browser }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    const short = lang === 'zh-CN' ? 'zh' : 'en';

    // ---- the seller's account: balance, frozen amount, rate, site, invite code ----
    const seller = await pageIn(browser, lang);
    await loginAs(seller, 'seller');
    const start = await sellerMoney();
    await openFromSidebar(seller, t.sellerCentre, t.account);
    await expect.poll(() => amountIn(seller, '[data-testid="account-money"]')).toBe(Number(start.money).toFixed(2));
    await expect.poll(() => amountIn(seller, '.navbar-balance-amount')).toBe(Number(start.money).toFixed(2));
    await expect(seller.getByTestId('account-frozen')).toHaveText(Number(start.frozen).toFixed(2));
    await shot(seller, `seller-account-${short}`);

    // ---- the invitation: code and link, copied ----
    await openFromSidebar(seller, t.sellerCentre, t.invitation);
    const code = (await queryOne<{ code: string }>(`select invite_code as code from sys_user where user_name = 'seller'`)).code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await expect(seller.getByTestId('invite-code')).toContainText(code);
    await seller.getByTestId('invite-link').locator('.ant-typography-copy').click();
    const link = await seller.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(seller.url()).origin}/register?invite=${code}`);
    await shot(seller, `seller-invitation-${short}`);

    const unreadBefore = await unreadOf('seller');
    await expect(seller.getByTestId('message-badge')).toHaveAttribute('aria-label', t.badge(unreadBefore));

    // ---- a new user opens the link and registers: a sub-account of the seller ----
    const username = `sub${uniqueSuffix()}`;
    const guest = await pageIn(browser, lang);
    await guest.goto(link);
    await expect(guest.getByPlaceholder(t.inviteField)).toHaveValue(code);
    await guest.getByPlaceholder(t.username, { exact: true }).fill(username);
    await guest.getByPlaceholder(t.password, { exact: true }).fill('shop12345');
    await guest.getByPlaceholder(t.confirm).fill('shop12345');
    await shot(guest, `seller-register-invite-${short}`);
    await guest.getByRole('button', { name: buttonName(t.register) }).click();
    await expect(guest.getByText(t.registered(username))).toBeVisible();
    const created = await queryOne<{ parent_id: number; site_id: number; roles: string }>(
      `select u.parent_id::int, u.site_id::int, string_agg(r.role_key, ',') as roles
         from sys_user u join sys_user_role ur on ur.user_id = u.user_id join sys_role r on r.role_id = ur.role_id
        where u.user_name = $1 and u.del_flag = '0' group by u.user_id`,
      [username],
    );
    expect(created).toEqual({ parent_id: 3, site_id: 1, roles: 'zi' });
    const joined = await query<{ msg_key: string; params: string[]; is_read: boolean }>(
      `select msg_key, params, is_read from biz_message where user_id = 3 and ref_type = 'user' and ref_id = (select user_id from sys_user where user_name = $1)`,
      [username],
    );
    expect(joined).toEqual([{ msg_key: 'inbox.subAccountJoined', params: [username], is_read: false }]);

    // ---- the sub-account: its main account on the Account page, a welcome message, no invitation menu ----
    await loginAs(guest, username, 'shop12345');
    await openFromSidebar(guest, t.sellerCentre, t.account);
    await expect(guest.getByText('优品商家 (seller)')).toBeVisible();
    await expect(guest.locator('.sidebar-container').getByRole('menuitem', { name: menuName(t.invitation) })).toHaveCount(0);
    await expect(guest.getByTestId('message-badge')).toHaveAttribute('aria-label', t.badge(1));
    await shot(guest, `seller-subaccount-account-${short}`);
    await guest.context().close();

    // ---- the seller sees the sub-account and the badge (read again on navigation) ----
    await openFromSidebar(seller, t.sellerCentre, t.account);
    await expect(seller.getByTestId('message-badge')).toHaveAttribute('aria-label', t.badge(unreadBefore + 1));
    await openFromSidebar(seller, t.sellerCentre, t.invitation);
    await seller.getByRole('button', { name: lang === 'zh-CN' ? '刷新' : 'Refresh', exact: true }).click();
    await expect(seller.locator('.ant-table-tbody tr').filter({ hasText: username })).toHaveCount(1);
    await shot(seller, `seller-invitation-subaccount-${short}`);

    // ---- messages: the badge opens them; one marked read, then all; the badge goes ----
    await seller.getByTestId('message-badge').click();
    await expect(seller.locator('.tags-view-item.active')).toHaveText(t.messages);
    const row = seller.locator('.ant-table-tbody tr').filter({ hasText: username }).filter({ hasText: t.joined });
    await expect(row).toBeVisible();
    await shot(seller, `seller-messages-${short}`);
    await row.getByRole('button', { name: buttonName(t.markRead) }).click();
    await expect(seller.getByTestId('message-badge')).toHaveAttribute('aria-label', t.badge(unreadBefore));
    expect(await unreadOf('seller')).toBe(unreadBefore);
    if (unreadBefore > 0) {
      await seller.getByRole('button', { name: buttonName(t.markAll) }).click();
      await expect(seller.getByTestId('message-badge')).toHaveAttribute('aria-label', t.badge(0));
    }
    await expect(seller.getByTestId('message-badge').locator('sup[data-show="true"]')).toHaveCount(0);
    expect(await unreadOf('seller')).toBe(0);
    await shot(seller, `seller-messages-read-${short}`);

    // ---- the balance follows the seller's own money action without a reload (once: a withdrawal a day counts) ----
    if (lang === 'zh-CN') {
      await openFromSidebar(seller, t.sellerCentre, t.withdraw);
      await seller.getByRole('button', { name: buttonName(t.request) }).click();
      const pwd = seller.getByRole('dialog', { name: t.pwdTitle });
      await pwd.getByLabel(t.pwdLabel).fill('123456');
      await pwd.getByRole('button', { name: buttonName(t.ok) }).click();
      const form = seller.getByRole('dialog', { name: t.request });
      await form.getByLabel(t.wAmount).fill('100');
      await form.getByLabel(t.holder).fill('优品商家');
      await form.getByLabel(t.accountNo).fill('6214830123456789');
      await form.getByRole('button', { name: buttonName(t.ok) }).click();
      await expect.poll(async () => (await sellerMoney()).frozen).toBe((Number(start.frozen) + 100).toFixed(2));
      const requested = await sellerMoney();
      await expect.poll(() => amountIn(seller, '.navbar-balance-amount')).toBe(Number(requested.money).toFixed(2));
      await openFromSidebar(seller, t.sellerCentre, t.account);
      await expect(seller.getByTestId('account-frozen')).toHaveText(requested.frozen);
      await expect.poll(() => amountIn(seller, '[data-testid="account-money"]')).toBe(Number(requested.money).toFixed(2));
      await shot(seller, `seller-account-frozen-${short}`);
      await openFromSidebar(seller, t.sellerCentre, t.withdraw);
      const w = await queryOne<{ id: number }>(`select id::int as id from biz_withdrawal where user_id = 3 and status = '0'`);
      await seller
        .locator(`.ant-table-tbody tr[data-row-key="${w.id}"]`)
        .getByRole('button', { name: buttonName(t.cancel) })
        .click();
      await confirmDialog(seller, t.ok);
      await expect.poll(() => amountIn(seller, '.navbar-balance-amount')).toBe(Number(start.money).toFixed(2));
      expect(await sellerMoney()).toEqual(start);
    }
    await seller.context().close();
  });
}
