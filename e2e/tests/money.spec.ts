import { type Browser, type Page, expect, test } from '@playwright/test';
import { solidPng } from '../png.ts';
import { loginAs, queryOne, reloadShell, shot, uniqueSuffix } from '../support.ts';
import { buttonName, choose, openFromSidebar, confirmDialog } from '../ui.ts';

/**
 * Money in and out in the browser (issue 11): a seller recharges with a voucher, finance credits what
 * arrived, the seller withdraws behind the second password (a wrong one first), finance approves and
 * pays it. At each step the navbar balance, the ledger screen and the database agree. Once per language.
 */

type Lang = 'zh-CN' | 'en-US';
const T = {
  'zh-CN': {
    sellerCentre: '商家中心',
    finance: '财务管理',
    pay: '充值',
    withdraw: '提现',
    wallet: '资金明细',
    rechargeAudit: '充值审核',
    collection: '收款账户',
    debt: '欠款管理',
    withdrawalAudit: '提现审核',
    amount: '充值金额',
    reference: '流水号',
    submit: '提交充值',
    submitted: '充值已提交，财务确认到账后入账',
    credit: '到账',
    creditTitle: '确认充值到账',
    credited: '到账金额',
    creditedMsg: /已入账 ¥999\.50/,
    ok: '确定',
    pwdTitle: '二级密码验证',
    pwdLabel: '请输入二级密码',
    wrong: '密码错误，请重试！',
    request: '申请提现',
    wAmount: '提现金额',
    holder: '收款户名',
    accountNo: '收款账号',
    requested: /已保存，冻结 ¥500\.00/,
    approve: '通过',
    statusField: '状态',
    approvedStatus: '待打款',
    payBtn: '打款',
    payTitle: '登记打款',
    payNo: '打款流水号',
  },
  'en-US': {
    sellerCentre: 'Seller centre',
    finance: 'Finance',
    pay: 'Recharge',
    withdraw: 'Withdraw',
    wallet: 'Wallet log',
    rechargeAudit: 'Recharge desk',
    collection: 'Bank accounts',
    debt: 'Debts',
    withdrawalAudit: 'Withdraw desk',
    amount: 'Amount',
    reference: 'Reference no.',
    submit: 'Submit recharge',
    submitted: 'Recharge submitted: it is credited once finance confirms the payment',
    credit: 'Credit',
    creditTitle: 'Credit a recharge',
    credited: 'Credited',
    creditedMsg: /Credited ¥999\.50/,
    ok: 'OK',
    pwdTitle: 'Second password check',
    pwdLabel: 'Enter your second password',
    wrong: 'Password wrong, please retry!',
    request: 'Request withdrawal',
    wAmount: 'Amount',
    holder: 'Account holder',
    accountNo: 'Account no.',
    requested: /Saved: ¥500\.00 frozen/,
    approve: 'Approve',
    statusField: 'Status',
    approvedStatus: 'Approved',
    payBtn: 'Pay',
    payTitle: 'Record the payment',
    payNo: 'Payment ref.',
  },
} as const;

async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang });
  await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  return context.newPage();
}
const toast = (page: Page, text: string | RegExp) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();

type Money = { money: string; frozen: string; ledger: string };
const sellerMoney = () =>
  queryOne<Money>(
    `select money::text as money, frozen::text as frozen, (select coalesce(sum(amount), 0)::text from biz_fund where user_id = u.user_id) as ledger
       from sys_user u where user_name = 'seller'`,
  );

/** The navbar shows the database's balance, and the balance is the ledger's sum. */
async function expectAgreement(page: Page, expected: Money) {
  expect(Number(expected.money)).toBeCloseTo(Number(expected.ledger), 2);
  await expect
    .poll(async () => Number(((await page.locator('.navbar-balance-amount').first().textContent({ timeout: 2000 })) ?? '').replace(/[¥,\s]/g, '')).toFixed(2))
    .toBe(Number(expected.money).toFixed(2));
}

async function secondPassword(page: Page, t: (typeof T)[Lang], wrongFirst: boolean) {
  const pwd = page.getByRole('dialog', { name: t.pwdTitle });
  if (wrongFirst) {
    await pwd.getByLabel(t.pwdLabel).fill('000000');
    await pwd.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(pwd.getByText(t.wrong)).toBeVisible();
  }
  await pwd.getByLabel(t.pwdLabel).fill('123456');
  await pwd.getByRole('button', { name: buttonName(t.ok) }).click();
  await expect(pwd).toBeHidden();
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`money (${lang}): recharge with a voucher, credit, withdraw behind the second password, pay`, async ({ browser }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    const short = lang === 'zh-CN' ? 'zh' : 'en';
    const reference = `E2E${uniqueSuffix()}`.toUpperCase();
    const start = await sellerMoney();

    // ---- seller: the recharge form with the site's accounts and a voucher ----
    const seller = await pageIn(browser, lang);
    await loginAs(seller, 'seller');
    await expectAgreement(seller, start);
    await openFromSidebar(seller, t.sellerCentre, t.pay);
    await seller.getByRole('radio').first().check();
    await seller.getByLabel(t.amount).fill('1000');
    await seller.getByLabel(t.reference).fill(reference);
    await seller.locator('input[type="file"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: solidPng(32, [40, 120, 220]) });
    await expect(seller.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await shot(seller, `money-recharge-pay-${short}`);
    await seller.getByRole('button', { name: buttonName(t.submit) }).click();
    await toast(seller, t.submitted);
    const recharge = await queryOne<{ id: number; status: string; amount: string; voucher: string }>(
      `select recharge_id::int as id, status, amount::text as amount, voucher from biz_recharge where reference_no = $1`,
      [reference],
    );
    expect(recharge).toMatchObject({ status: '0', amount: '1000.00' });
    expect(recharge.voucher).toMatch(/^\/profile\/upload\/.+\.png$/);
    await expectAgreement(seller, start);

    // ---- finance: credits what arrived (999.50) after the second password ----
    const admin = await pageIn(browser, lang);
    await loginAs(admin, 'admin');
    await openFromSidebar(admin, t.finance, t.collection);
    await shot(admin, `money-collection-${short}`);
    await openFromSidebar(admin, t.finance, t.debt);
    await shot(admin, `money-debt-${short}`);
    await openFromSidebar(admin, t.finance, t.rechargeAudit);
    const rRow = admin.locator(`.ant-table-tbody tr[data-row-key="${recharge.id}"]`);
    await rRow.getByRole('button', { name: buttonName(t.credit) }).click();
    const credit = admin.getByRole('dialog', { name: t.creditTitle });
    await credit.getByLabel(t.credited).fill('999.50');
    await credit.getByRole('button', { name: buttonName(t.ok) }).click();
    await secondPassword(admin, t, false);
    await toast(admin, t.creditedMsg);
    const afterCredit = await sellerMoney();
    expect(Number(afterCredit.money)).toBeCloseTo(Number(start.money) + 999.5, 2);
    await reloadShell(seller, 'seller');
    await expectAgreement(seller, afterCredit);

    // ---- seller: withdraws; the second password comes first (a wrong one, then the right one) ----
    await openFromSidebar(seller, t.sellerCentre, t.withdraw);
    await seller.getByRole('button', { name: buttonName(t.request) }).click();
    await secondPassword(seller, t, true);
    await shot(seller, `money-withdraw-pwd-ok-${short}`);
    const form = seller.getByRole('dialog', { name: t.request === '申请提现' ? '申请提现' : 'Request a withdrawal' });
    await form.getByLabel(t.wAmount).fill('500');
    await form.getByLabel(t.holder).fill('优品商家');
    await form.getByLabel(t.accountNo).fill('6214830123456789');
    await form.getByRole('button', { name: buttonName(t.ok) }).click();
    await toast(seller, t.requested);
    const requested = await sellerMoney();
    expect(requested.frozen).toBe('500.00');
    expect(Number(requested.money)).toBeCloseTo(Number(afterCredit.money) - 500, 2);
    await expectAgreement(seller, requested);
    await shot(seller, `money-withdrawals-${short}`);
    const w = await queryOne<{ id: number; status: string }>(`select id::int as id, status from biz_withdrawal where user_id = 3 order by id desc limit 1`);
    expect(w.status).toBe('0');

    // ---- finance: approves, then pays with a reference and time ----
    await openFromSidebar(admin, t.finance, t.withdrawalAudit);
    const wRow = admin.locator(`.ant-table-tbody tr[data-row-key="${w.id}"]`);
    await wRow.getByRole('button', { name: buttonName(t.approve) }).click();
    await confirmDialog(admin, t.ok);
    await expect.poll(async () => (await queryOne<{ status: string }>(`select status from biz_withdrawal where id = $1`, [w.id])).status).toBe('1');
    // the desk shows pending requests by default: filter on the approved ones, as finance would
    await choose(admin, admin.locator('body'), t.statusField, t.approvedStatus);
    await admin
      .getByRole('button', { name: /搜\s?索|Search/ })
      .first()
      .click();
    await wRow.getByRole('button', { name: buttonName(t.payBtn) }).click();
    const pay = admin.getByRole('dialog', { name: t.payTitle });
    await pay.getByLabel(t.payNo).fill(`PAY-${reference}`);
    await pay.getByRole('button', { name: buttonName(t.ok) }).click();
    await secondPassword(admin, t, false);
    await expect.poll(async () => (await queryOne<{ status: string }>(`select status from biz_withdrawal where id = $1`, [w.id])).status).toBe('2');
    await shot(admin, `money-withdrawal-audit-${short}`);
    const paid = await sellerMoney();
    expect(paid.frozen).toBe('0.00');
    expect(paid.money).toBe(requested.money);

    // ---- the seller's ledger screen shows the credit and the withdrawal; the navbar still agrees ----
    await reloadShell(seller, 'seller');
    await expectAgreement(seller, paid);
    await openFromSidebar(seller, t.sellerCentre, t.wallet);
    const ledger = seller.locator('.ant-table-tbody');
    await expect(ledger.getByRole('row').filter({ hasText: reference })).toContainText('+999.50');
    await expect(ledger.getByRole('row').filter({ hasText: '-500.00' }).first()).toBeVisible();
    await shot(seller, `money-ledger-${short}`);
    await seller.context().close();
    await admin.context().close();
  });
}
