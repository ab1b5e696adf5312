import type { OrderRow, OrdersCharts3, OrdersChartsIndex, SignInInfo } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage, type OrderDetailProps } from '../../src/features/dashboard/index.ts';
import enUS from '../../src/i18n/locales/en-US/dashboard.ts';
import zhCN from '../../src/i18n/locales/zh-CN/dashboard.ts';
import { type FetchMock, json, mockFetch } from '../helpers/http.ts';
import { renderAs } from '../task/render.tsx';

// ECharts does not draw in happy-dom: the lazily loaded chart is replaced by a stub showing what it got.
vi.mock('../../src/features/dashboard/charts/OrderTrendChart.tsx', () => ({
  default: ({ series }: { series: OrdersCharts3 }) => (
    <div data-testid="trend-chart">
      {series.days.length} days, {series.counts.reduce((a, b) => a + b, 0)} placed
    </div>
  ),
}));

const SELLER_PERMS = ['system:orders:list', 'system:orders:query', 'system:task:list'];

function figures(scope: 'own' | 'all', over: Partial<OrdersChartsIndex> = {}): OrdersChartsIndex {
  return {
    scope,
    ordersToday: 3,
    completedToday: 1,
    ordersTotal: 42,
    byStatus: { '0': 10, '1': 8, '2': 20, '3': 3, '4': 1 },
    amountToday: '315.60',
    tasksInProgress: 5,
    balance: scope === 'own' ? '1234.50' : null,
    pending: { toShip: 10, toComplete: 8, toReview: 6, exceptions: 1, awaitingSettlement: 2 },
    ...over,
  };
}

function order(id: number, over: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    orderNo: `112-${id}`,
    taskId: 100,
    taskNo: 'T20260101001',
    userId: 3,
    userName: 'seller',
    nickName: 'Youpin',
    siteId: 1,
    shopId: null,
    shopName: null,
    shopType: null,
    staffId: null,
    staffName: null,
    regionId: 1,
    regionName: '美国',
    regionNameEn: 'United States',
    platform: 'amazon',
    regionCoin: 'USD',
    productPic: '',
    productTitle: `Product ${id}`,
    productUrl: '',
    sku: '',
    productPrice: '20.00',
    perQuantity: 1,
    rate: '7.2000',
    mainProductPrice: '144.00',
    matchProductPrice: '0.00',
    unitPrice: '12.00',
    totalPrice: '156.00',
    actuallyPay: null,
    actualPrincipal: null,
    settleDiff: null,
    settleStatus: 'none',
    settleTime: null,
    settleRemark: '',
    remark: '',
    merchantRemark: '',
    orderStatus: '0',
    evaluateStatus: '0',
    evaluateType: '0',
    evaluateContent: '',
    evaluatePic: '',
    evaluateVideo: '',
    evaluateTime: null,
    exceptionReason: '',
    taskTime: null,
    acceptTime: '2026-03-05 10:00:00',
    shipTime: null,
    completeTime: null,
    cancelTime: null,
    createBy: 'staff',
    createTime: '2026-03-05 10:00:00',
    updateBy: '',
    updateTime: null,
    readOnly: false,
    ...over,
  };
}

const series: OrdersCharts3 = {
  beginTime: '2026-02-04',
  endTime: '2026-03-05',
  days: Array.from({ length: 30 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
  counts: Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 2 : 0)),
  completed: Array.from({ length: 30 }, () => 0),
  amounts: Array.from({ length: 30 }, () => '0.00'),
  platforms: [{ platform: 'amazon', count: 20, amount: '3120.00' }],
  statuses: [{ orderStatus: '0', count: 20 }],
};

const dict = (type: string, items: [string, string, string][]) =>
  items.map(([value, label, listClass], i) => ({
    dictCode: i + 1,
    dictSort: i + 1,
    dictLabel: label,
    dictValue: value,
    dictType: type,
    listClass,
    cssClass: '',
    isDefault: 'N',
    status: '0',
  }));
const ORDER_STATUS = dict('order_status', [
  ['0', '已下单', 'primary'],
  ['1', '商家已发货', 'warning'],
  ['2', '已完成', 'success'],
  ['3', '已取消', 'info'],
  ['4', '异常', 'danger'],
]);

interface Server {
  fetch: FetchMock;
  signIn: SignInInfo;
  /** The request paths (with query) in order. */
  calls: string[];
}

/** A fake API: figures of `scope`, orders (filtered by orderStatus), the sign-in status; POST signIn signs today once. */
function fakeServer(scope: 'own' | 'all', signIn: Partial<SignInInfo> = {}): Server {
  const server: Server = {
    calls: [],
    signIn: { today: '2026-03-05', signedToday: false, streak: 2, totalDays: 9, month: '2026-03', monthDates: ['2026-03-03', '2026-03-04'], ...signIn },
    fetch: undefined as unknown as FetchMock,
  };
  const rows = [order(1001), order(1002, { orderStatus: '4', orderNo: '' }), order(1003, { orderStatus: '2' })];
  server.fetch = mockFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/prod-api/, '');
    server.calls.push(`${init.method ?? 'GET'} ${path}${url.search}`);
    if (path === '/system/signIn/info') return json({ code: 200, msg: 'OK', data: server.signIn });
    if (path === '/system/signIn' && init.method === 'POST') {
      if (server.signIn.signedToday) return json({ code: 601, msg: '今天已经签到过了' });
      const streak = server.signIn.streak + 1;
      server.signIn = {
        ...server.signIn,
        signedToday: true,
        streak,
        totalDays: server.signIn.totalDays + 1,
        monthDates: [...server.signIn.monthDates, server.signIn.today],
      };
      return json({ code: 200, msg: `签到成功，已连续签到 ${streak} 天`, data: server.signIn });
    }
    if (path === '/system/orders/chartsIndex') return json({ code: 200, msg: 'OK', data: figures(scope) });
    if (path === '/system/orders/charts3') return json({ code: 200, msg: 'OK', data: series });
    if (path === '/system/orders/list') {
      const status = url.searchParams.get('orderStatus');
      const picked = status ? rows.filter((r) => r.orderStatus === status) : rows;
      return json({ code: 200, msg: 'OK', rows: picked, total: picked.length });
    }
    if (path === '/system/dict/data/type/order_status') return json({ code: 200, msg: 'OK', data: ORDER_STATUS });
    if (path.startsWith('/system/dict/data/type/')) return json({ code: 200, msg: 'OK', data: [] });
    return json({ code: 404, msg: `unexpected ${path}` });
  });
  return server;
}

/** Stands in for features/order's OrderDetailDialog: shows which order it was opened with. */
function FakeOrderDialog({ orderId, open, onClose }: OrderDetailProps) {
  return open ? (
    <div data-testid="order-dialog">
      order {orderId}
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ) : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home dashboard per role', () => {
  it('shows a seller its own figures: balance, tasks, orders today, to-do, its orders without a seller column, no platform chart', async () => {
    const server = fakeServer('own');
    await renderAs(<DashboardPage />, { roles: ['common'], permissions: SELLER_PERMS, money: '1.00' });
    const panels = await screen.findByTestId('seller-panels');
    // The balance is the server's figure (chartsIndex), not the one in the session store.
    expect(within(panels).getByTestId('figure-balance').textContent).toContain('1,234.50');
    expect(within(panels).getByTestId('figure-tasks').textContent).toContain('5');
    expect(within(panels).getByTestId('figure-today').textContent).toContain('3');
    expect(screen.queryByTestId('platform-panels')).toBeNull();
    expect(screen.queryByText('订单趋势')).toBeNull();
    expect(server.calls.some((c) => c.includes('/system/orders/charts3'))).toBe(false);

    const pending = screen.getByTestId('pending-panel');
    expect(within(pending).getByText('结算待平台审核')).toBeTruthy();
    expect(within(pending).queryByText('待审核结算')).toBeNull();

    const table = screen.getByTestId('order-table');
    await within(table).findByText('Product 1001');
    expect(within(table).queryByText('商家')).toBeNull();
    expect(within(table).getAllByText('美国 · amazon')).toHaveLength(3);
  });

  it('shows staff and admin the platform totals, the order trend (loaded lazily) and a seller column', async () => {
    const server = fakeServer('all');
    await renderAs(<DashboardPage />, { roles: ['admin'], permissions: ['*:*:*'] });
    const panels = await screen.findByTestId('platform-panels');
    expect(within(panels).getByTestId('figure-total').textContent).toContain('42');
    expect(within(panels).getByTestId('figure-amount').textContent).toContain('315.60');
    expect(within(panels).getByTestId('figure-today').textContent).toContain('3');
    expect(screen.queryByTestId('seller-panels')).toBeNull();
    expect(screen.queryByTestId('figure-balance')).toBeNull();

    expect((await screen.findByTestId('trend-chart')).textContent).toBe('30 days, 20 placed');
    // The first series is the server's default range; the picker shows it.
    expect(server.calls).toContain('GET /system/orders/charts3');
    await waitFor(() => expect((document.querySelector('.ant-picker-range input') as HTMLInputElement).value).toBe('2026-02-04'));
    expect(within(screen.getByTestId('pending-panel')).getByText('待审核结算')).toBeTruthy();

    const table = screen.getByTestId('order-table');
    await within(table).findByText('Product 1001');
    expect(within(table).getByText('商家')).toBeTruthy();
    expect(within(table).getAllByText('Youpin')).toHaveLength(3);
  });

  it('asks the server for the range picked in the date range picker', async () => {
    const server = fakeServer('all');
    await renderAs(<DashboardPage />, { lang: 'en-US' });
    await screen.findByTestId('trend-chart');
    fireEvent.mouseDown(document.querySelector('.ant-picker-range input') as HTMLElement);
    fireEvent.click(document.querySelector('.ant-picker-range input') as HTMLElement);
    fireEvent.click(await screen.findByText('Last 7 days'));
    await waitFor(() => expect(server.calls.some((c) => /charts3\?beginTime=\d{4}-\d{2}-\d{2}&endTime=\d{4}-\d{2}-\d{2}$/.test(c))).toBe(true));
    const picked = server.calls.find((c) => c.includes('charts3?'))!;
    const [begin, end] = [...picked.matchAll(/=(\d{4}-\d{2}-\d{2})/g)].map((m) => Date.parse(m[1]));
    expect((end - begin) / 86_400_000).toBe(6);
  });

  it('shows only the header and the sign-in to a user who may not list orders', async () => {
    const server = fakeServer('own');
    await renderAs(<DashboardPage />, { roles: ['guest'], permissions: [] });
    await screen.findByRole('button', { name: /^签\s?到$/ });
    expect(screen.getByTestId('welcome-header')).toBeTruthy();
    expect(screen.queryByTestId('order-table')).toBeNull();
    expect(screen.queryByTestId('seller-panels')).toBeNull();
    expect(server.calls.some((c) => c.includes('/system/orders/'))).toBe(false);
  });
});

describe('sign-in card', () => {
  it('signs in once: the button is disabled afterwards and the streak and month strip move', async () => {
    const server = fakeServer('own');
    await renderAs(<DashboardPage />, { roles: ['common'], permissions: SELLER_PERMS });
    const button = await screen.findByRole('button', { name: /^签\s?到$/ });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('listitem', { name: '2026-03-05 未签到' }).getAttribute('data-today')).toBe('true');
    const strip = screen.getByRole('list', { name: '2026-03 签到记录' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(31);
    expect(strip.querySelectorAll('[data-signed]')).toHaveLength(2);

    fireEvent.click(button);
    const done = await screen.findByRole('button', { name: /今日已签到/ });
    expect(done.hasAttribute('disabled')).toBe(true);
    // Clicking again does nothing: one request reached the server.
    fireEvent.click(done);
    expect(server.calls.filter((c) => c === 'POST /system/signIn')).toHaveLength(1);
    expect(screen.getByText('3 天')).toBeTruthy();
    expect(screen.getByText('10 天')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '2026-03-05 已签到' }).getAttribute('data-signed')).toBe('true');
    // The header shows the server's today.
    expect(screen.getByTestId('welcome-header').textContent).toContain('2026-03-05');
  });

  it('is disabled from the start when today is already signed', async () => {
    fakeServer('own', { signedToday: true, monthDates: ['2026-03-05'] });
    await renderAs(<DashboardPage />, { roles: ['common'], permissions: SELLER_PERMS, lang: 'en-US' });
    const done = await screen.findByRole('button', { name: /Signed in today/ });
    expect(done.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('2 days')).toBeTruthy();
  });
});

describe('order table', () => {
  beforeEach(() => undefined);

  it('opens the order detail dialog with the clicked row, and filters by state', async () => {
    const server = fakeServer('own');
    await renderAs(<DashboardPage orderDetail={FakeOrderDialog} />, { roles: ['common'], permissions: SELLER_PERMS });
    const table = await screen.findByTestId('order-table');
    fireEvent.click(await within(table).findByText('Product 1003'));
    expect((await screen.findByTestId('order-dialog')).textContent).toContain('order 1003');
    fireEvent.click(screen.getByText('close'));
    await waitFor(() => expect(screen.queryByTestId('order-dialog')).toBeNull());
    // The order number is a link to the same dialog; an order without one shows a placeholder.
    fireEvent.click(within(table).getByRole('button', { name: '查看订单 112-1001 详情' }));
    expect((await screen.findByTestId('order-dialog')).textContent).toContain('order 1001');
    expect(within(table).getByText('（未填）')).toBeTruthy();

    fireEvent.click(within(table).getByRole('tab', { name: '异常' }));
    await waitFor(() => expect(server.calls.some((c) => c.startsWith('GET /system/orders/list') && c.includes('orderStatus=4'))).toBe(true));
    await waitFor(() => expect(within(table).queryByText('Product 1001')).toBeNull());
    expect(within(table).getByText('Product 1002')).toBeTruthy();
  });

  it('rows do not open anything without a dialog', async () => {
    fakeServer('own');
    await renderAs(<DashboardPage />, { roles: ['common'], permissions: SELLER_PERMS });
    const table = await screen.findByTestId('order-table');
    await within(table).findByText('Product 1001');
    expect(within(table).queryByRole('button', { name: /查看订单/ })).toBeNull();
  });
});

describe('dashboard namespace', () => {
  const leafKeys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'string' ? [prefix] : Object.entries(value as object).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  it('has the same keys in both languages, none empty', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(zhCN).sort());
    for (const table of [enUS, zhCN])
      for (const key of leafKeys(table)) expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], table)).not.toBe('');
  });
});
