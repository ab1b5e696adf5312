import type { StatementDetail, StatementLineRow, StatementRow } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MyStatementsPage from '../../src/features/statement/MyStatementsPage.tsx';
import StatementPage from '../../src/features/statement/StatementPage.tsx';
import { fakeFeedback, json, mockFetch } from '../helpers/http.ts';
import { atClock } from '../helpers/clock.ts';
import { renderAs } from '../task/render.tsx';

const FINANCE = ['system:statement:list', 'system:statement:query', 'system:statement:generate', 'system:statement:settle', 'system:statement:export'];
const SELLER = ['system:statement:list', 'system:statement:query', 'system:statement:confirm', 'system:statement:dispute', 'system:statement:export'];

const DICTS: Record<string, [string, string, string][]> = {
  reconcile_status: [
    ['0', '待对账', 'warning'],
    ['1', '已确认', 'primary'],
    ['2', '有差异', 'danger'],
    ['3', '已结算', 'success'],
  ],
  fund_type: [
    ['4', '任务扣款', 'warning'],
    ['7', '结算退款', 'success'],
    ['10', '调账', 'default'],
  ],
  order_status: [
    ['2', '已完成', 'success'],
    ['3', '已取消', 'info'],
  ],
  complaint_status: [['0', '待处理', 'warning']],
};

function row(patch: Partial<StatementRow> = {}): StatementRow {
  return {
    statementId: 100,
    statementNo: 'ST202611-3',
    userId: 3,
    userName: 'seller',
    nickName: '优品商家',
    siteName: '测评系统',
    period: '2026-11',
    periodStart: '2026-11-01 00:00:00',
    periodEnd: '2026-12-01 00:00:00',
    cutoff: '2026-12-01 00:00:00',
    status: '0',
    orderCount: 2,
    cancelledCount: 1,
    estimate: '184.00',
    fees: '40.00',
    actual: '70.56',
    difference: '1.44',
    refunds: '1.44',
    compensation: '0.00',
    net: '-182.56',
    ledgerSum: '-182.56',
    mismatch: false,
    disputeReason: '',
    complaintId: null,
    complaintNo: '',
    complaintStatus: null,
    confirmBy: '',
    confirmTime: null,
    settleBy: '',
    settleTime: null,
    createBy: 'admin',
    createTime: '2026-12-01 09:00:00',
    generateBy: 'admin',
    generateTime: '2026-12-01 09:00:00',
    ...patch,
  };
}

const breakdown = (seven: string) => [
  { type: 4, source: 'ledger' as const, count: 1, ledger: '-184.00', statement: '-184.00' },
  { type: 7, source: 'orders' as const, count: 0, ledger: '0.00', statement: seven },
];

function detail(patch: Partial<StatementRow> = {}, seven = '1.44'): StatementDetail {
  const r = row(patch);
  return {
    ...r,
    breakdown: breakdown(seven),
    recheck: { net: r.net, ledgerSum: r.ledgerSum, mismatch: r.mismatch, changed: false, breakdown: breakdown(seven) },
  };
}

const line = (orderId: number, patch: Partial<StatementLineRow> = {}): StatementLineRow => ({
  orderId,
  orderNo: `113-${orderId}`,
  taskId: 10,
  taskNo: 'T1',
  productTitle: 'Desk lamp',
  platform: 'amazon',
  regionName: 'US',
  orderStatus: '2',
  closeTime: '2026-11-20 10:00:00',
  estimate: '92.00',
  fees: '20.00',
  actual: '70.56',
  difference: '1.44',
  settleStatus: 'settled',
  refunds: '1.44',
  compensation: '0.00',
  ...patch,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The server as the statement screens see it: one list, one detail, its lines; every call recorded. */
function serve(rows: StatementRow[], details: Record<number, StatementDetail>) {
  const sent: Sent[] = [];
  mockFetch(async (url, init) => {
    const u = new URL(url, 'http://localhost');
    const path = u.pathname.replace(/^\/prod-api/, '');
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const dict = /^\/system\/dict\/data\/type\/(\w+)$/.exec(path);
    if (dict)
      return json({
        code: 200,
        msg: 'OK',
        data: (DICTS[dict[1]] ?? []).map(([dictValue, dictLabel, listClass], i) => ({
          dictCode: i + 1,
          dictSort: i,
          dictLabel,
          dictValue,
          dictType: dict[1],
          listClass,
          cssClass: '',
          isDefault: 'N',
          status: '0',
        })),
      });
    if (path === '/system/statement/list') return json({ code: 200, msg: 'OK', rows, total: rows.length });
    const one = /^\/system\/statement\/(\d+)$/.exec(path);
    if (one) return json({ code: 200, msg: 'OK', data: details[Number(one[1])] });
    if (/^\/system\/statement\/\d+\/lines$/.test(path))
      return json({ code: 200, msg: 'OK', rows: [line(1001), line(1002, { orderStatus: '3', actual: null, difference: null, refunds: '0.00' })], total: 2 });
    if (path === '/system/statement/generate') return json({ code: 200, msg: '操作成功', data: { period: '2026-11', created: 2, recomputed: 1, kept: 0 } });
    if (method === 'PUT') return json({ code: 200, msg: '操作成功', data: rows[0] });
    return json({ code: 200, msg: 'OK', rows: [], total: 0, data: [] });
  });
  return sent;
}

const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const okIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s?定|OK|Confirm/ });

beforeEach(() => {
  fakeFeedback();
});
afterEach(() => vi.unstubAllGlobals());

describe('finance statements (system/table-order)', () => {
  it('lists every account with the check flagged, and opens one: cards, money check with the gap in red, orders', async () => {
    const bad = row({
      statementId: 101,
      statementNo: 'ST202611-4',
      userName: 'seller2',
      nickName: '环球好物',
      mismatch: true,
      net: '10.00',
      ledgerSum: '8.56',
    });
    serve([row(), bad], { 101: detail({ ...bad }, '1.44') });
    await renderAs(<StatementPage />, { roles: ['admin'], permissions: FINANCE });
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(await within(table).findByText('ST202611-4')).toBeTruthy();
    expect(within(table).getByText('seller2 (环球好物)')).toBeTruthy();
    expect(within(table).getByText('不一致')).toBeTruthy();
    expect(within(table).getByText('一致')).toBeTruthy();
    expect(screen.getByRole('button', { name: /生成对账单/ })).toBeTruthy();

    fireEvent.click(within(table).getByText('ST202611-4'));
    const alert = await screen.findByTestId('statement-mismatch');
    expect(alert.textContent).toContain('相差 1.44 元');
    const cards = within(drawer()).getByTestId('statement-cards');
    expect(cards.querySelectorAll('[data-mismatch="true"]')).toHaveLength(2);
    // The type whose statement amount differs from the ledger is marked.
    const gapRow = drawer().querySelector('tr[data-gap="true"]') as HTMLElement;
    expect(gapRow).toBeTruthy();
    expect(await within(gapRow).findByText('结算退款')).toBeTruthy();
    expect(within(gapRow).getByText('1.44', { selector: 'strong' })).toBeTruthy();
    expect(await within(drawer()).findByText('113-1001')).toBeTruthy();
    expect(within(drawer()).getAllByText('Desk lamp')).toHaveLength(2);
    // Open: nothing to settle yet, no confirm or dispute for finance.
    expect(within(drawer()).queryByRole('button', { name: /结\s?算/ })).toBeNull();
    expect(within(drawer()).queryByRole('button', { name: /提出异议/ })).toBeNull();
  });

  it('settles a confirmed statement after asking', async () => {
    const confirmed = row({ status: '1', confirmBy: 'seller', confirmTime: '2026-12-02 10:00:00' });
    const sent = serve([confirmed], { 100: detail(confirmed) });
    await renderAs(<StatementPage />, { roles: ['admin'], permissions: FINANCE });
    const table = document.querySelector('.ant-table') as HTMLElement;
    fireEvent.click(await within(table).findByRole('button', { name: /结\s?算/ }));
    const dialog = (await screen.findAllByText('结算对账单 ST202611-3？'))[0].closest('.ant-modal') as HTMLElement;
    fireEvent.click(okIn(dialog));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/statement/100/settle')).toBe(true));
  });

  /** Opens the generate dialog, confirms it as it opened, and answers the body sent. */
  const generateAsOffered = async () => {
    const sent = serve([row()], {});
    await renderAs(<StatementPage />, { roles: ['admin'], permissions: FINANCE });
    fireEvent.click(await screen.findByRole('button', { name: /生成对账单/ }));
    const dialog = (await screen.findByText('生成对账单', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(okIn(dialog));
    await waitFor(() => expect(sent.find((s) => s.path === '/system/statement/generate')).toBeTruthy());
    return sent.find((s) => s.path === '/system/statement/generate')?.body as { period: string; userId: number | null };
  };

  it('generates a month for every account', async () => {
    const body = await generateAsOffered();
    expect(body.period).toMatch(/^\d{4}-\d{2}$/);
    expect(body.userId).toBeNull();
  });

  it('offers the month of today in GMT+8, where the server closes months, whatever the browser’s zone', async () => {
    // 18:30 on 30 November in Berlin is 01:30 on 1 December in Beijing. Only what the dialog offers is
    // read under the stopped clock: a submit under it never settled once the real date had passed it.
    const offered = await atClock('Europe/Berlin', '2026-11-30T17:30:00Z', async () => {
      serve([row()], {});
      await renderAs(<StatementPage />, { roles: ['admin'], permissions: FINANCE });
      fireEvent.click(await screen.findByRole('button', { name: /生成对账单/ }));
      const dialog = (await screen.findByText('生成对账单', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
      return (dialog.querySelector('.ant-picker input') as HTMLInputElement).value;
    });
    expect(offered).toBe('2026-12');
  });
});

describe("a seller's statements (user/statement)", () => {
  it('shows only its own (no account column or filter), and confirms an open one', async () => {
    const sent = serve([row()], { 100: detail() });
    await renderAs(<MyStatementsPage />, { userId: 3, roles: ['common'], permissions: SELLER, lang: 'en-US' });
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(await within(table).findByText('ST202611-3')).toBeTruthy();
    expect(within(table).queryByText('Account')).toBeNull();
    expect(screen.queryByLabelText('Account')).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Settle/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Confirm' }));
    const dialog = (await screen.findAllByText('Confirm statement ST202611-3?'))[0].closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/statement/100/confirm')).toBe(true));
  });

  it('disputes from the opened statement: a reason is required, then sent', async () => {
    const sent = serve([row()], { 100: detail() });
    await renderAs(<MyStatementsPage />, { userId: 3, roles: ['common'], permissions: SELLER, lang: 'en-US' });
    const table = document.querySelector('.ant-table') as HTMLElement;
    fireEvent.click(await within(table).findByText('ST202611-3'));
    expect(await within(drawer()).findByText("The statement net equals the period's ledger sum.")).toBeTruthy();
    expect(within(drawer()).queryByRole('button', { name: /Settle/ })).toBeNull();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Dispute' }));
    const dialog = (await screen.findByText('Dispute statement ST202611-3')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please say what you dispute')).toBeTruthy();
    expect(sent.some((s) => s.path.endsWith('/dispute'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('What is wrong'), { target: { value: ' The fees of order 113-1001 are wrong ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/system/statement/100/dispute')?.body).toEqual({ reason: 'The fees of order 113-1001 are wrong' }));
  });
});
