import { expect, type Page, test } from '@playwright/test';
import { awaitShell, query, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, openFromSidebar, pressToClose } from '../ui.ts';

type Lang = 'zh-CN' | 'en-US';
// The console's days and months are GMT+8: the month picker's "this month" is the server's too.
test.use({ timezoneId: 'Asia/Shanghai' });

/** The web client's repeat-submit window (apps/web/src/api/repeatSubmit.ts, RuoYi's rule). */
const REPEAT_INTERVAL_MS = 5_000;
const T = {
  'zh-CN': {
    finance: '财务管理',
    statements: '对账结算',
    seller: '商家中心',
    mine: '我的对账单',
    complaints: '我的投诉',
    generate: '生成对账单',
    generateTitle: '生成对账单',
    generated: /新生成 \d+ 份，重新计算 \d+ 份，保持不变 \d+ 份/,
    ok: '确定',
    dispute: '提出异议',
    disputeTitle: (no: string) => `对账单 ${no} 提出异议`,
    reason: '异议原因',
    confirm: '确认',
    confirmTitle: (no: string) => `确认对账单 ${no}？`,
    balanced: '账单净额与本期资金流水合计一致。',
    balancedTag: '一致',
    mismatch: '不一致',
    disputed: '有差异',
    confirmed: '已确认',
    target: (no: string) => `对账单 ${no}`,
  },
  'en-US': {
    finance: 'Finance',
    statements: 'Statements',
    seller: 'Seller centre',
    mine: 'My statements',
    complaints: 'My complaints',
    generate: 'Generate',
    generateTitle: 'Generate statements',
    generated: /\d+ new, \d+ computed again, \d+ left as they were/,
    ok: 'OK',
    dispute: 'Dispute',
    disputeTitle: (no: string) => `Dispute statement ${no}`,
    reason: 'What is wrong',
    confirm: 'Confirm',
    confirmTitle: (no: string) => `Confirm statement ${no}?`,
    balanced: "The statement net equals the period's ledger sum.",
    balancedTag: 'Balanced',
    mismatch: 'Mismatch',
    disputed: 'Disputed',
    confirmed: 'Confirmed',
    target: (no: string) => `Statement ${no}`,
  },
} as const;

/** The current month in GMT+8, as the server counts it. */
function currentPeriod(): string {
  const z = new Date(Date.now() + 8 * 3600_000);
  return `${z.getUTCFullYear()}-${String(z.getUTCMonth() + 1).padStart(2, '0')}`;
}
const statementNo = (period: string, userId: number) => `ST${period.replace('-', '')}-${userId}`;

async function inLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
}

/** Signs in through the login page, with patience for the first shell on a loaded machine. */
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

/** The seller's first demo order: placed two weeks before the seed ran, it closed ten days before. */
const FIRST_DEMO_ORDER = '113-4829301-5512034';

/**
 * The month (GMT+8) the seller's first demo order closed in. In the first ten days of a month that
 * is the month before: finance then generates last month, as it would at the start of a month.
 */
async function demoPeriod(): Promise<string> {
  const r = await queryOne<{ period: string }>(
    `select to_char((complete_time at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as period from biz_order where order_no = $1`,
    [FIRST_DEMO_ORDER],
  );
  return r.period;
}

/**
 * Finance generates a month from its screen: the dialog offers the current month, another month is
 * typed into its picker; the list then shows the seller's statement of that month.
 */
async function generateMonth(page: Page, lang: Lang, period: string) {
  const s = T[lang];
  await openFromSidebar(page, s.finance, s.statements);
  await page.getByRole('button', { name: buttonName(s.generate) }).click();
  const dialog = page.getByRole('dialog', { name: s.generateTitle });
  const month = dialog.getByRole('textbox').first();
  await expect(month).toHaveValue(currentPeriod());
  if (period !== currentPeriod()) {
    await month.click();
    await month.fill(period);
    await month.press('Enter');
    await expect(month).toHaveValue(period);
  }
  await shot(page, `statement-generate-${lang}`);
  await pressToClose(dialog, buttonName(s.ok));
  await expect(page.getByText(s.generated)).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .locator('.ant-table-tbody')
      .getByRole('row')
      .filter({ hasText: statementNo(period, 3) }),
  ).toBeVisible();
}

test('zh-CN: finance generates the month, the seller disputes its statement with a reason, a fees complaint opens', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const s = T['zh-CN'];
  const period = await demoPeriod();
  const no = statementNo(period, 3);
  await inLanguage(page, 'zh-CN');
  await signIn(page, 'admin', '管理员');
  await generateMonth(page, 'zh-CN', period);
  const generated = await query<{ user_name: string; status: string; mismatch: boolean; net: string; ledger_sum: string }>(
    `select u.user_name, s.status, s.mismatch, s.net::text as net, s.ledger_sum::text as ledger_sum
       from biz_statement s join sys_user u on u.user_id = s.user_id where s.period = $1 order by s.user_id`,
    [period],
  );
  expect(generated.find((g) => g.user_name === 'seller')?.status).toBe('0');
  expect(generated.every((g) => !g.mismatch && g.net === g.ledger_sum)).toBe(true);
  await shot(page, 'statement-finance-list-zh-CN');
  await page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: no }).getByRole('button', { name: no }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText(s.balanced)).toBeVisible();
  await expect(drawer.locator('.ant-table-tbody').first().getByRole('row')).toHaveCount(10);
  await shot(page, 'statement-finance-detail-zh-CN');
  await drawer.locator('.ant-drawer-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(drawer.getByText(FIRST_DEMO_ORDER)).toBeVisible();
  await shot(page, 'statement-finance-lines-zh-CN');

  // The seller, in its own browser context, opens the statement and disputes it.
  const sellerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const seller = await sellerContext.newPage();
  await inLanguage(seller, 'zh-CN');
  await signIn(seller, 'seller', '优品商家');
  await openFromSidebar(seller, s.seller, s.mine);
  const rows = seller.locator('.ant-table-tbody').getByRole('row');
  await expect(rows.filter({ hasText: no })).toBeVisible();
  await expect(rows.filter({ hasText: statementNo(period, 4) })).toHaveCount(0);
  await shot(seller, 'statement-seller-list-zh-CN');
  await rows.filter({ hasText: no }).getByRole('button', { name: no }).click();
  const mine = seller.locator('.ant-drawer');
  await expect(mine.getByText(s.balanced)).toBeVisible();
  await shot(seller, 'statement-seller-detail-zh-CN');
  await mine.getByRole('button', { name: buttonName(s.dispute) }).click();
  const reason = `e2e 服务费与报价不符 ${uniqueSuffix()}`;
  const dialog = seller.getByRole('dialog', { name: s.disputeTitle(no) });
  await dialog.getByLabel(s.reason).fill(reason);
  await shot(seller, 'statement-seller-dispute-zh-CN');
  await dialog.getByRole('button', { name: buttonName(s.ok) }).click();
  await expect(mine.locator('.ant-descriptions .ant-tag').filter({ hasText: s.disputed })).toBeVisible({ timeout: 60_000 });
  await expect(mine.getByText(reason)).toBeVisible();

  const row = await queryOne<{
    status: string;
    dispute_reason: string;
    complaint_id: string;
    type: string;
    c_status: string;
    content: string;
    statement_no: string;
  }>(
    `select s.status, s.dispute_reason, s.complaint_id::text, c.complaint_type as type, c.status as c_status, c.content, c.statement_no
       from biz_statement s join biz_complaint c on c.complaint_id = s.complaint_id
      where s.statement_no = $1`,
    [no],
  );
  expect(row).toMatchObject({ status: '2', dispute_reason: reason, type: '4', c_status: '0', content: reason, statement_no: no });

  // The complaint shows among the seller's complaints, about the statement.
  await mine.locator('.ant-drawer-close').click();
  await expect(mine).toBeHidden();
  await openFromSidebar(seller, s.seller, s.complaints);
  await expect(seller.locator('.ant-table-tbody').getByRole('row').filter({ hasText: reason })).toContainText(s.target(no));
  await shot(seller, 'statement-seller-complaint-zh-CN');
  await sellerContext.close();

  // Finance generates the month again: the disputed statement is left as it is.
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await generateMonth(page, 'zh-CN', period);
  await expect(page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: no })).toContainText(s.disputed);
  expect(await queryOne<{ status: string }>(`select status from biz_statement where statement_no = $1`, [no])).toEqual({ status: '2' });
});

test('en-US: a ledger posted twice is flagged in red; once repaired, the sub-account confirms its own statement', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const s = T['en-US'];
  // The sub-account's demo orders closed on the day the seed ran; the copy below is posted now.
  const period = currentPeriod();
  const no5 = statementNo(period, 5);
  // A settlement posted twice for the sub-account (a broken ledger, as a faulty import would leave it).
  const [copy] = await query<{ fund_id: string; amount: string }>(
    `insert into biz_fund (user_id, site_id, type, amount, balance_before, balance_after, ref_type, ref_id, ref_no, operator, remark)
     select user_id, site_id, type, amount, balance_before, balance_after, ref_type, ref_id, ref_no, 'e2e', 'e2e duplicate'
       from biz_fund where user_id = 5 and type = 7 order by fund_id limit 1
     returning fund_id::text, amount::text`,
  );
  expect(copy).toBeTruthy();
  await inLanguage(page, 'en-US');
  await signIn(page, 'admin', '管理员');
  await generateMonth(page, 'en-US', period);
  const rows = page.locator('.ant-table-tbody').getByRole('row');
  await expect(rows.filter({ hasText: no5 })).toContainText(s.mismatch);
  expect(await queryOne<{ mismatch: boolean }>(`select mismatch from biz_statement where statement_no = $1`, [no5])).toEqual({ mismatch: true });
  await shot(page, 'statement-finance-list-en-US');
  await rows.filter({ hasText: no5 }).getByRole('button', { name: no5 }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByTestId('statement-mismatch')).toContainText(copy.amount);
  await expect(drawer.locator('tr[data-gap="true"]')).toHaveCount(1);
  await shot(page, 'statement-finance-mismatch-en-US');
  await drawer.locator('.ant-drawer-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await shot(page, 'statement-finance-lines-en-US');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // Repaired, and generated again: balanced. The same POST within 5 s is refused by the client's
  // repeat-submit guard (RuoYi's), so the second generate waits out that window as a person would.
  await query(`delete from biz_fund where fund_id = $1`, [copy.fund_id]);
  await page.waitForTimeout(REPEAT_INTERVAL_MS);
  await page.getByRole('button', { name: buttonName(s.generate) }).click();
  await pressToClose(page.getByRole('dialog', { name: s.generateTitle }), buttonName(s.ok));
  await expect(rows.filter({ hasText: no5 })).toContainText(s.balancedTag, { timeout: 60_000 });

  const subContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Shanghai' });
  const sub = await subContext.newPage();
  await inLanguage(sub, 'en-US');
  await signIn(sub, 'subseller', '优品-运营');
  await openFromSidebar(sub, s.seller, s.mine);
  const mine = sub.locator('.ant-table-tbody').getByRole('row');
  await expect(mine.filter({ hasText: no5 })).toBeVisible();
  await expect(mine.filter({ hasText: statementNo(period, 3) })).toHaveCount(0);
  await shot(sub, 'statement-seller-list-en-US');
  await mine.filter({ hasText: no5 }).getByRole('button', { name: no5 }).click();
  await expect(sub.locator('.ant-drawer').getByText(s.balanced)).toBeVisible();
  await shot(sub, 'statement-seller-detail-en-US');
  await sub
    .locator('.ant-drawer')
    .getByRole('button', { name: buttonName(s.confirm) })
    .click();
  const ask = sub.locator('.ant-modal-confirm').filter({ hasText: s.confirmTitle(no5) });
  await pressToClose(ask, buttonName(s.ok));
  await expect(sub.locator('.ant-drawer .ant-descriptions .ant-tag').filter({ hasText: s.confirmed })).toBeVisible({ timeout: 60_000 });
  const confirmed = await queryOne<{ status: string; confirm_by: string; mismatch: boolean }>(
    `select status, confirm_by, mismatch from biz_statement where statement_no = $1`,
    [no5],
  );
  expect(confirmed).toEqual({ status: '1', confirm_by: 'subseller', mismatch: false });
  await subContext.close();
});
