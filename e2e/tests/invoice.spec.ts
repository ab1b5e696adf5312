import { type Browser, type Page, expect, test } from '@playwright/test';
import { loginAs, queryOne, shot } from '../support.ts';
import { buttonName, openFromSidebar, confirmDialog } from '../ui.ts';

/**
 * Invoices in the browser (issue 11): the seller sees its invoiceable amount and asks for an invoice,
 * finance takes it and issues it with a PDF, the seller sees it issued and can download the PDF; the
 * row in the database agrees at each step. In zh-CN, then a shorter pass in en-US. Both screens are
 * checked to fit 1440 px without a sideways scroll.
 */

type Lang = 'zh-CN' | 'en-US';
const T = {
  'zh-CN': {
    sellerCentre: '商家中心',
    mine: '我的发票',
    finance: '财务管理',
    invoices: '发票管理',
    invoiceable: '可开票金额',
    request: '申请开票',
    requestTitle: '申请开票',
    amount: '开票金额',
    title: '发票抬头',
    taxNo: '纳税人识别号',
    email: '接收邮箱',
    special: '专用发票',
    bank: ['开户银行', '银行账号', '注册地址', '注册电话'],
    details: '详情',
    detailTitle: (id: string) => `发票详情 #${id}`,
    close: '关闭',
    ok: '确定',
    requested: /开票申请 #\d+ 已提交/,
    take: '受理',
    issue: '开票',
    issueTitle: (id: string) => `开具发票 #${id}`,
    invoiceNo: '发票号码',
    issued: '已开票',
    download: '下载发票',
  },
  'en-US': {
    sellerCentre: 'Seller centre',
    mine: 'My invoices',
    finance: 'Finance',
    invoices: 'Invoices',
    invoiceable: 'Invoiceable amount',
    request: 'Request invoice',
    requestTitle: 'Request an invoice',
    amount: 'Amount',
    title: 'Invoice title',
    taxNo: 'Taxpayer no.',
    email: 'E-mail',
    special: 'Special VAT',
    bank: ['Bank', 'Bank account', 'Registered address', 'Registered phone'],
    details: 'Details',
    detailTitle: (id: string) => `Invoice #${id}`,
    close: 'Close',
    ok: 'OK',
    requested: /Invoice request #\d+ submitted/,
    take: 'Take',
    issue: 'Issue',
    issueTitle: (id: string) => `Issue invoice #${id}`,
    invoiceNo: 'Invoice no.',
    issued: 'Issued',
    download: 'Download',
  },
} as const;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
  await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  return context.newPage();
}
const toast = (page: Page, text: string | RegExp) => expect(page.locator('.ant-message').getByText(text)).toBeVisible({ timeout: 30_000 });

/** What the seller may still invoice, counted from its orders and invoices (the server's rule). */
const invoiceableOf = async (user: string) =>
  (
    await queryOne<{ v: string }>(
      `select ((select coalesce(sum(unit_price), 0) from biz_order o where o.user_id = u.user_id and o.order_status = '2' and o.del_flag = '0')
             - (select coalesce(sum(amount), 0) from biz_invoice i where i.user_id = u.user_id and i.status in ('0', '1', '2')))::numeric(14,2)::text as v
         from sys_user u where u.user_name = $1`,
      [user],
    )
  ).v;

/** The list's tables are no wider than their boxes (no sideways scroll at 1440 px). */
async function fitsWidth(page: Page) {
  const wide = await page
    .locator('.app-main .ant-table-content, .app-main .ant-table-body')
    .evaluateAll((els) => els.filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1).map((el) => `${el.scrollWidth} > ${el.clientWidth}`));
  expect(wide, 'tables wider than the page').toEqual([]);
}

const money = (v: string) => `¥${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`invoice (${lang}): the seller requests, finance takes and issues with a PDF, the seller sees it issued`, async ({ browser }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    const short = lang === 'zh-CN' ? 'zh' : 'en';
    const amount = lang === 'zh-CN' ? '6.00' : '4.00';
    const email = `e2e-${short}-${Date.now()}@youpin.example`;
    const invoiceNo = `${Date.now()}${lang === 'zh-CN' ? '01' : '02'}`;

    // ---- seller: the invoiceable amount, then the request ----
    const available = await invoiceableOf('seller');
    expect(Number(available)).toBeGreaterThanOrEqual(10);
    const seller = await pageIn(browser, lang);
    await loginAs(seller, 'seller');
    await openFromSidebar(seller, t.sellerCentre, t.mine);
    const card = seller.getByTestId('invoiceable-card');
    await expect(card.getByText(t.invoiceable, { exact: true })).toBeVisible();
    await expect(seller.getByTestId('invoiceable-amount')).toContainText(money(available));
    await expect(seller.locator('.ant-table-tbody tr.ant-table-row:visible').first()).toBeVisible();
    await fitsWidth(seller);
    await shot(seller, `invoice-seller-list-${short}`);
    await card.getByRole('button', { name: buttonName(t.request) }).click();
    const form = seller.getByRole('dialog', { name: t.requestTitle });
    await form.getByLabel(t.amount).fill(amount);
    await form.getByLabel(t.title).fill('深圳优品贸易有限公司');
    await form.getByLabel(t.taxNo).fill('91350100M000100Y43');
    await form.getByLabel(t.email).fill(email);
    // zh-CN asks for a special VAT invoice (with the buyer's bank details); en-US for an ordinary one
    const special = lang === 'zh-CN';
    if (special) {
      await form.getByText(t.special, { exact: true }).click();
      const [bank, account, address, phone] = t.bank;
      await form.getByLabel(bank, { exact: true }).fill('招商银行深圳分行');
      await form.getByLabel(account, { exact: true }).fill('7559 1234 5678 901');
      await form.getByLabel(address, { exact: true }).fill('深圳市南山区科技园南区 8 栋 1203');
      await form.getByLabel(phone, { exact: true }).fill('0755-86001234');
    }
    await shot(seller, `invoice-seller-request-${short}`);
    await form.getByRole('button', { name: buttonName(t.ok) }).click();
    await toast(seller, t.requested);
    const asked = await queryOne<{ id: string; status: string; amount: string; user: string; type: string; bank: string; tax: string }>(
      `select invoice_id::text as id, status, amount::text as amount, (select user_name from sys_user where user_id = i.user_id) as user,
              invoice_type as type, bank_account as bank, tax_no as tax
         from biz_invoice i where email = $1`,
      [email],
    );
    expect(asked).toMatchObject({ status: '0', amount, user: 'seller', tax: '91350100M000100Y43' });
    expect(asked).toMatchObject(special ? { type: '2', bank: '7559 1234 5678 901' } : { type: '1', bank: '' });
    await expect(seller.getByTestId('invoiceable-amount')).toContainText(money((Number(available) - Number(amount)).toFixed(2)));

    // ---- finance: take, then issue with the number, today's date and a PDF ----
    const admin = await pageIn(browser, lang);
    await loginAs(admin, 'admin');
    await openFromSidebar(admin, t.finance, t.invoices);
    const row = admin.locator(`.ant-table-tbody tr[data-row-key="${asked.id}"]`);
    await expect(row).toBeVisible();
    await fitsWidth(admin);
    await shot(admin, `invoice-finance-list-${short}`);
    await row.getByRole('button', { name: buttonName(t.take) }).click();
    await confirmDialog(admin, t.ok);
    await expect.poll(async () => (await queryOne<{ status: string }>(`select status from biz_invoice where invoice_id = $1`, [asked.id])).status).toBe('1');
    await row.getByRole('button', { name: buttonName(t.issue) }).click();
    const issue = admin.getByRole('dialog', { name: t.issueTitle(asked.id) });
    await issue.getByLabel(t.invoiceNo).fill(invoiceNo);
    await issue.locator('input[type="file"]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(issue.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await shot(admin, `invoice-finance-issue-${short}`);
    await issue.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(issue).toBeHidden({ timeout: 30_000 });
    await expect(row).toContainText(invoiceNo);
    await expect(row).toContainText(t.issued);
    const done = await queryOne<{
      status: string;
      invoice_no: string;
      issue_date: string;
      pdf_url: string;
      issue_by: string;
      handle_by: string;
      today: string;
    }>(
      `select status, invoice_no, issue_date::text as issue_date, pdf_url, issue_by, handle_by,
              to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as today
         from biz_invoice where invoice_id = $1`,
      [asked.id],
    );
    expect(done).toMatchObject({ status: '2', invoice_no: invoiceNo, issue_by: 'admin', handle_by: 'admin' });
    expect(done.issue_date).toBe(done.today);
    expect(done.pdf_url).toMatch(/^\/profile\/upload\/.+\.pdf$/);
    await shot(admin, `invoice-finance-issued-${short}`);

    // ---- seller: sees it issued, and the PDF link serves the uploaded file ----
    await seller.reload();
    const mine = seller.locator(`.ant-table-tbody tr[data-row-key="${asked.id}"]`);
    await expect(mine).toContainText(t.issued, { timeout: 30_000 });
    await expect(mine).toContainText(invoiceNo);
    const link = mine.getByRole('link', { name: t.download });
    await expect(link).toHaveAttribute('href', `/prod-api${done.pdf_url}`);
    const file = await seller.request.get(`/prod-api${done.pdf_url}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(seller, `invoice-seller-issued-${short}`);
    await mine.getByRole('button', { name: buttonName(t.details) }).click();
    const detail = seller.getByRole('dialog', { name: t.detailTitle(asked.id) });
    await expect(detail).toContainText(invoiceNo);
    await expect(detail).toContainText(done.issue_date);
    await shot(seller, `invoice-seller-detail-${short}`);
    await detail
      .locator('.ant-modal-footer')
      .getByRole('button', { name: buttonName(t.close) })
      .click();
    await expect(detail).toBeHidden();
    // the issued amount stays reserved: what is left did not come back
    expect(await invoiceableOf('seller')).toBe((Number(available) - Number(amount)).toFixed(2));
    await seller.context().close();
    await admin.context().close();
  });
}
