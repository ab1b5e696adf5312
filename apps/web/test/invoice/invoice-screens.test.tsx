import type { Invoiceable, InvoiceRow } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InvoicePage from '../../src/features/invoice/InvoicePage.tsx';
import MyInvoicePage from '../../src/features/invoice/MyInvoicePage.tsx';
import { fakeFeedback, json, mockFetch } from '../helpers/http.ts';
import { atClock } from '../helpers/clock.ts';
import { renderAs } from '../task/render.tsx';

const SELLER = ['system:invoice:list', 'system:invoice:query', 'system:invoice:add', 'system:invoice:cancel', 'system:invoice:export'];

const DICTS: Record<string, [string, string, string][]> = {
  invoice_status: [
    ['0', '待审核', 'warning'],
    ['1', '开票中', 'primary'],
    ['2', '已开票', 'success'],
    ['3', '已驳回', 'danger'],
    ['4', '已作废', 'info'],
  ],
  invoice_type: [
    ['1', '普通发票', ''],
    ['2', '专用发票', ''],
  ],
};

function invoice(patch: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    invoiceId: 100,
    userId: 3,
    userName: 'seller',
    nickName: '优品商家',
    siteName: '默认站点',
    invoiceType: '1',
    amount: '120.00',
    title: '深圳优品贸易有限公司',
    taxNo: '91350100M000100Y43',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
    email: 'finance@youpin.example',
    remark: '',
    status: '0',
    invoiceNo: '',
    issueDate: null,
    pdfUrl: '',
    handleBy: '',
    handleTime: null,
    issueBy: '',
    issueTime: null,
    rejectReason: '',
    voidReason: '',
    voidBy: '',
    voidTime: null,
    cancelled: false,
    createBy: 'seller',
    createTime: '2026-01-20 10:00:00',
    updateBy: '',
    updateTime: null,
    ...patch,
  };
}

const ROWS: InvoiceRow[] = [
  invoice({ invoiceId: 101, status: '0' }),
  invoice({ invoiceId: 102, status: '1', handleBy: 'admin' }),
  invoice({
    invoiceId: 103,
    status: '2',
    invoiceNo: '26442000000012345678',
    issueDate: '2026-01-21',
    pdfUrl: '/profile/upload/2026/01/21/abc.pdf',
    issueBy: 'admin',
  }),
  invoice({ invoiceId: 104, status: '3', rejectReason: '税号不符' }),
];
const AVAILABLE: Invoiceable = { userId: 3, completedFees: '1500.00', inProgress: '120.00', issued: '300.00', invoiceable: '1080.00' };

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function serve(rows: InvoiceRow[] = ROWS) {
  const sent: Sent[] = [];
  mockFetch(async (url, init) => {
    const u = new URL(url, 'http://localhost');
    const path = u.pathname.replace(/^\/prod-api/, '');
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const dict = /^\/system\/dict\/data\/type\/(\w+)$/.exec(path);
    if (dict) {
      const data = (DICTS[dict[1]] ?? []).map(([dictValue, dictLabel, listClass], i) => ({
        dictCode: i + 1,
        dictSort: i,
        dictLabel,
        dictValue,
        dictType: dict[1],
        listClass,
        cssClass: '',
        isDefault: 'N',
        status: '0',
      }));
      return json({ code: 200, msg: 'OK', data });
    }
    if (path === '/system/invoice/list') return json({ code: 200, msg: 'OK', rows, total: rows.length });
    if (path === '/system/invoice/invoiceable') return json({ code: 200, msg: 'OK', data: AVAILABLE });
    if (method === 'POST' && path === '/system/invoice')
      return json({ code: 200, msg: '操作成功', data: invoice({ invoiceId: 200, amount: (init.body && JSON.parse(String(init.body)).amount) || '0.00' }) });
    const one = /^\/system\/invoice\/(\d+)(?:\/(\w+))?$/.exec(path);
    if (one) return json({ code: 200, msg: '操作成功', data: rows.find((r) => r.invoiceId === Number(one[1])) ?? invoice() });
    return json({ code: 200, msg: 'OK', data: null });
  });
  return sent;
}

const rowOf = async (id: number) => {
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${id}"]`)).toBeTruthy());
  return document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
};
/** The open modal whose title (or a confirmation's title) matches. */
async function dialog(title: string | RegExp): Promise<HTMLElement> {
  const matches = (el: Element) => (typeof title === 'string' ? el.textContent === title : title.test(el.textContent ?? ''));
  let found: HTMLElement | undefined;
  await waitFor(() => {
    const titles = [...document.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')].filter(matches);
    found = titles[0]?.closest('.ant-modal') as HTMLElement | undefined;
    expect(found).toBeTruthy();
  });
  return found as HTMLElement;
}
const ok = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: /确\s?定|OK|Confirm/ }));

beforeEach(() => {
  fakeFeedback();
});
afterEach(() => vi.unstubAllGlobals());

describe('seller: my invoices (zh-CN)', () => {
  it('shows the invoiceable amount prominently, own rows with withdraw and download where they apply', async () => {
    serve();
    await renderAs(<MyInvoicePage />, { roles: ['common'], permissions: SELLER, userId: 3 });
    expect(await screen.findByText('¥1,080.00')).toBeTruthy();
    expect(screen.getByText('可开票金额')).toBeTruthy();
    expect(screen.getByText('¥1,500.00')).toBeTruthy();
    const pending = await rowOf(101);
    expect(within(pending).getByRole('button', { name: /撤\s?销/ })).toBeTruthy();
    const issued = await rowOf(103);
    expect(within(issued).getByText('26442000000012345678')).toBeTruthy();
    expect(
      within(issued)
        .getByRole('link', { name: /下载发票/ })
        .getAttribute('href'),
    ).toBe('/prod-api/profile/upload/2026/01/21/abc.pdf');
    expect(within(await rowOf(102)).queryByRole('button', { name: /撤\s?销/ })).toBeNull();
    // the seller's list has no seller column and no finance steps
    expect(screen.queryByText('商家账号')).toBeNull();
    expect(screen.queryByRole('button', { name: /受\s?理/ })).toBeNull();
  });

  it('withdraws a pending request after the confirmation', async () => {
    const sent = serve();
    await renderAs(<MyInvoicePage />, { roles: ['common'], permissions: SELLER, userId: 3 });
    fireEvent.click(within(await rowOf(101)).getByRole('button', { name: /撤\s?销/ }));
    ok(await dialog(/撤销开票申请 #101/));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/invoice/101/cancel')).toBe(true));
  });

  it('refuses more than the invoiceable amount and a wrong taxpayer number with the localized messages, and sends nothing', async () => {
    const sent = serve();
    await renderAs(<MyInvoicePage />, { roles: ['common'], permissions: SELLER, userId: 3 });
    fireEvent.click(await screen.findByRole('button', { name: /申请开票/ }));
    const form = await dialog('申请开票');
    await within(form).findByText('本次最多可开 ¥1080.00');
    fireEvent.change(within(form).getByLabelText('开票金额'), { target: { value: '1080.01' } });
    fireEvent.change(within(form).getByLabelText('发票抬头'), { target: { value: '深圳优品贸易有限公司' } });
    fireEvent.change(within(form).getByLabelText('纳税人识别号'), { target: { value: '91350100M000100Y44' } });
    fireEvent.change(within(form).getByLabelText('接收邮箱'), { target: { value: 'finance@youpin.example' } });
    ok(form);
    expect(await within(form).findByText('开票金额不能超过可开票金额 1080.00 元')).toBeTruthy();
    expect(await within(form).findByText('纳税人识别号应为 18 位统一社会信用代码（或 15、20 位税号）')).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST' && s.path === '/system/invoice')).toBe(false);
  });

  it('a special VAT invoice asks for the bank details; a complete request is sent as the contract shapes it', async () => {
    const sent = serve();
    await renderAs(<MyInvoicePage />, { roles: ['common'], permissions: SELLER, userId: 3 });
    fireEvent.click(await screen.findByRole('button', { name: /申请开票/ }));
    const form = await dialog('申请开票');
    fireEvent.click(await within(form).findByText('专用发票'));
    fireEvent.click(within(form).getByRole('button', { name: /全\s?部/ }));
    fireEvent.change(within(form).getByLabelText('发票抬头'), { target: { value: ' 深圳优品贸易有限公司 ' } });
    fireEvent.change(within(form).getByLabelText('纳税人识别号'), { target: { value: '91350100m000100y43' } });
    fireEvent.change(within(form).getByLabelText('接收邮箱'), { target: { value: 'finance@youpin.example' } });
    await within(form).findByLabelText('开户银行');
    ok(form);
    expect((await within(form).findAllByText('专用发票须填写开户银行、银行账号、注册地址和电话')).length).toBe(4);
    expect(sent.some((s) => s.method === 'POST' && s.path === '/system/invoice')).toBe(false);
    fireEvent.change(within(form).getByLabelText('开户银行'), { target: { value: '招商银行深圳分行' } });
    fireEvent.change(within(form).getByLabelText('银行账号'), { target: { value: '7559 1234 5678 901' } });
    fireEvent.change(within(form).getByLabelText('注册地址'), { target: { value: '深圳市南山区' } });
    fireEvent.change(within(form).getByLabelText('注册电话'), { target: { value: '0755-86001234' } });
    ok(form);
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === '/system/invoice')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      invoiceType: '2',
      amount: '1080.00',
      title: '深圳优品贸易有限公司',
      taxNo: '91350100M000100Y43',
      bankName: '招商银行深圳分行',
      bankAccount: '7559 1234 5678 901',
      address: '深圳市南山区',
      phone: '0755-86001234',
      email: 'finance@youpin.example',
      remark: '',
    });
  });
});

describe('finance: invoices (en-US)', () => {
  it('offers each state its steps: take and reject, issue and reject, void; nothing on a rejected one', async () => {
    serve();
    await renderAs(<InvoicePage />, { lang: 'en-US' });
    const names = async (id: number) =>
      within(await rowOf(id))
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, ''));
    expect(await names(101)).toEqual(['Details', 'Take', 'Reject']);
    expect(await names(102)).toEqual(['Details', 'Issue', 'Reject']);
    expect(await names(103)).toEqual(['Details', 'Void']);
    expect(await names(104)).toEqual(['Details']);
    expect(screen.getAllByText('seller').length).toBeGreaterThan(0);
    expect(screen.queryByText('Invoiceable amount')).toBeNull();
  });

  it('issue: the number is required with the server rule; number, date and PDF are sent', async () => {
    const sent = serve();
    await renderAs(<InvoicePage />, { lang: 'en-US' });
    fireEvent.click(within(await rowOf(102)).getByRole('button', { name: 'Issue' }));
    const form = await dialog('Issue invoice #102');
    ok(form);
    expect(await within(form).findByText('Enter the invoice number')).toBeTruthy();
    expect(await within(form).findByText('Upload the invoice PDF')).toBeTruthy();
    expect(sent.some((s) => s.path === '/system/invoice/102/issue')).toBe(false);
    expect(within(form).getByText('PDF only, at most 10 MB')).toBeTruthy();
  });

  it('issue: the date starts at today in GMT+8, where the server checks it, whatever the browser’s zone', async () => {
    // 18:30 on the 27th in Berlin is 01:30 on the 28th in Beijing
    await atClock('Europe/Berlin', '2026-11-27T17:30:00Z', async () => {
      serve();
      await renderAs(<InvoicePage />, { lang: 'en-US' });
      fireEvent.click(within(await rowOf(102)).getByRole('button', { name: 'Issue' }));
      const form = await dialog('Issue invoice #102');
      expect((form.querySelector('.ant-picker input') as HTMLInputElement).value).toBe('2026-11-28');
    });
  });

  it('take asks first, then sends PUT …/take; reject asks for a reason', async () => {
    const sent = serve();
    await renderAs(<InvoicePage />, { lang: 'en-US' });
    fireEvent.click(within(await rowOf(101)).getByRole('button', { name: 'Take' }));
    ok(await dialog(/Take invoice request #101/));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/invoice/101/take')).toBe(true));
    fireEvent.click(within(await rowOf(102)).getByRole('button', { name: 'Reject' }));
    const reject = await dialog('Reject invoice request #102');
    ok(reject);
    expect(await within(reject).findByText('Please give a reason')).toBeTruthy();
    fireEvent.change(within(reject).getByLabelText('Reason'), { target: { value: 'Wrong tax number' } });
    ok(reject);
    await waitFor(() => expect(sent.find((s) => s.path === '/system/invoice/102/reject')?.body).toEqual({ reason: 'Wrong tax number' }));
  });

  it('the detail shows the buyer, the issued invoice with its PDF, and the history', async () => {
    serve();
    await renderAs(<InvoicePage />, { lang: 'en-US' });
    fireEvent.click(within(await rowOf(103)).getByRole('button', { name: 'Details' }));
    const detail = await dialog('Invoice #103');
    expect(within(detail).getByText('26442000000012345678')).toBeTruthy();
    expect(within(detail).getByText('2026-01-21')).toBeTruthy();
    expect(
      within(detail)
        .getByRole('link', { name: /Download/ })
        .getAttribute('href'),
    ).toBe('/prod-api/profile/upload/2026/01/21/abc.pdf');
    expect(within(detail).getByText('91350100M000100Y43')).toBeTruthy();
  });
});
