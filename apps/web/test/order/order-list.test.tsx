import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EvaluatePage, MerchantOrdersPage, OrdersPage, OrderWorkbenchPage } from '../../src/features/order/index.ts';
import { buildOrderQuery, orderFilters } from '../../src/features/order/orderQuery.ts';
import { fakeFeedback } from '../helpers/http.ts';
import { renderAs } from '../task/render.tsx';
import { COMPLETED, fakeServer, orderRow, type Sent, SHIPPED } from './fixtures.ts';

const STAFF = [
  'system:orders:list',
  'system:orders:query',
  'system:orders:add',
  'system:orders:edit',
  'system:orders:ship',
  'system:orders:complete',
  'system:orders:comment',
  'system:orders:exception',
  'system:orders:export',
];
const SELLER = ['system:orders:list', 'system:orders:query', 'system:orders:edit', 'system:orders:export'];

const ROWS = [
  orderRow(),
  orderRow({ id: 1001, orderNo: '113-0000000-0000002', ...SHIPPED }),
  orderRow({ id: 1002, orderNo: '113-0000000-0000003', ...COMPLETED, funds: undefined } as never),
  orderRow({ id: 1003, orderNo: '', userId: 5, userName: 'subseller', readOnly: true }),
];

function serve(extra: (s: Sent) => unknown = () => undefined) {
  return fakeServer((s) => {
    const other = extra(s);
    if (other !== undefined) return other;
    if (s.method === 'GET' && s.path === '/system/orders/list') return { code: 200, msg: 'OK', rows: ROWS, total: ROWS.length };
    return undefined;
  });
}
const listCalls = (sent: Sent[]) => sent.filter((s) => s.method === 'GET' && s.path === '/system/orders/list');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  fakeFeedback();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('all orders (staff)', () => {
  it('lists the orders with their filters and dictionary tags', async () => {
    const { sent } = serve();
    await renderAs(<OrdersPage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('113-4829301-5512034');
    const form = within(screen.getByRole('form', { name: '搜索' }));
    for (const label of ['订单号', '关键字', '任务编号', '订单状态', '评价状态', '结算状态', '平台', '国家/地区', '时间']) {
      expect(form.getAllByText(label).length, label).toBeGreaterThan(0);
    }
    // the seller and staff pickers read the customer and staff lists, which staff may not
    expect(form.queryByText('商家')).toBeNull();
    expect(form.queryByText('客服')).toBeNull();
    // status tags from order_status / order_evaluate_status with their colours
    const placed = within(rowOf('113-4829301-5512034'));
    expect(placed.getByText('已下单').className).toContain('ant-tag-processing');
    expect(placed.getByText('未评价').className).toContain('ant-tag-default');
    expect(within(rowOf('113-0000000-0000003')).getByText('已完成').className).toContain('ant-tag-success');
    // money right-aligned, the amount paid in the order's coin and the settlement signed
    const done = rowOf('113-0000000-0000003');
    expect(within(done).getByText('25.00 USD').closest('td')?.getAttribute('style')).toContain('text-align: right');
    expect(within(done).getByText('+7.06')).toBeTruthy();
    // an order without its number yet still opens by id
    expect(screen.getByText('未填订单号（#1003）')).toBeTruthy();
    // first query: newest first by the server's default, no filters
    expect(Object.fromEntries(listCalls(sent)[0].query)).toEqual({ pageNum: '1', pageSize: '20' });
  });

  it('offers the seller and staff filters to who may read those lists', async () => {
    serve();
    await renderAs(<OrdersPage />, { roles: ['admin'], permissions: ['*:*:*'], userId: 1 });
    await screen.findByText('113-4829301-5512034');
    const form = within(screen.getByRole('form', { name: '搜索' }));
    expect(form.getByText('商家')).toBeTruthy();
    expect(form.getByText('客服')).toBeTruthy();
  });

  it('sends the filters typed in the search form', async () => {
    const { sent } = serve();
    await renderAs(<OrdersPage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('113-4829301-5512034');
    fireEvent.change(screen.getByPlaceholderText('请输入订单号'), { target: { value: ' 113-48 ' } });
    fireEvent.change(screen.getByPlaceholderText('商品标题、SKU、订单号或任务编号'), { target: { value: 'earbuds' } });
    fireEvent.click(within(screen.getByRole('form', { name: '搜索' })).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(listCalls(sent)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(sent)[1].query)).toEqual({ pageNum: '1', pageSize: '20', orderNo: '113-48', keyword: 'earbuds' });
  });

  it('offers each row the actions its state allows the viewer', async () => {
    serve();
    await renderAs(<OrdersPage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('113-4829301-5512034');
    const placed = within(rowOf('113-4829301-5512034'));
    expect(placed.getByRole('button', { name: '发货' })).toBeTruthy();
    expect(placed.queryByRole('button', { name: '确认收货' })).toBeNull();
    const shipped = within(rowOf('113-0000000-0000002'));
    expect(shipped.getByRole('button', { name: '确认收货' })).toBeTruthy();
    expect(shipped.getByRole('button', { name: '记录评价' })).toBeTruthy();
    // staff never cancel, resolve, settle or delete (admin)
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });
  it('says "about" when the server estimated the total of a very large list', async () => {
    fakeServer((s) => (s.path === '/system/orders/list' ? { code: 200, msg: 'OK', rows: ROWS, total: 1234567, estimated: true } : undefined));
    await renderAs(<OrdersPage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    expect(await screen.findByText('约 1234567 条')).toBeTruthy();
  });
});

describe('order list query', () => {
  it('puts a date range on the chosen time field and drops empty filters', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-01'), dayjs('2026-11-30')];
    expect(orderFilters({ timeField: 'shipTime', dateRange: range, orderNo: '  ', orderStatus: '' })).toEqual({
      params: { beginShipTime: '2026-11-01', endShipTime: '2026-11-30' },
    });
    expect(orderFilters({ dateRange: range }).params).toEqual({ beginAcceptTime: '2026-11-01', endAcceptTime: '2026-11-30' });
    expect(orderFilters({ timeField: 'createTime', dateRange: range }).params).toEqual({ beginTime: '2026-11-01', endTime: '2026-11-30' });
    expect(buildOrderQuery({ search: { orderStatus: '1,2', staffId: 2 }, pageNum: 3, pageSize: 50 })).toEqual({
      orderStatus: '1,2',
      staffId: 2,
      pageNum: 3,
      pageSize: 50,
    });
  });
});

describe('seller orders', () => {
  it("shows the seller's view: no seller, staff or settlement filter, read only but the own remark", async () => {
    serve();
    await renderAs(<MerchantOrdersPage />, { roles: ['common'], permissions: SELLER, userId: 3 });
    await screen.findByText('113-4829301-5512034');
    const form = within(screen.getByRole('form', { name: '搜索' }));
    expect(form.queryByText('商家')).toBeNull();
    expect(form.queryByText('客服')).toBeNull();
    expect(form.queryByText('结算状态')).toBeNull();
    expect(screen.queryByRole('button', { name: '发货' })).toBeNull();
    expect(screen.queryByRole('button', { name: /确认收货/ })).toBeNull();
    expect(within(rowOf('113-4829301-5512034')).getByRole('button', { name: /备注/ })).toBeTruthy();
    // the sub-account's order: read only, detail only
    const sub = within(rowOf('未填订单号（#1003）'));
    expect(sub.queryByRole('button', { name: /备注/ })).toBeNull();
    expect(sub.getByText('详情')).toBeTruthy();
  });

  it('saves the own remark through PUT /system/orders', async () => {
    const { sent } = serve((s) => (s.method === 'PUT' && s.path === '/system/orders' ? { code: 200, msg: '订单已修改', data: { id: 1000 } } : undefined));
    await renderAs(<MerchantOrdersPage />, { roles: ['common'], permissions: SELLER, userId: 3 });
    await screen.findByText('113-4829301-5512034');
    fireEvent.click(within(rowOf('113-4829301-5512034')).getByRole('button', { name: /备注/ }));
    const box = await screen.findByPlaceholderText('请输入备注');
    fireEvent.change(box, { target: { value: '  repeat buyer ' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ id: 1000, merchantRemark: 'repeat buyer' });
  });
});

describe('staff workbench', () => {
  it("opens on the staff member's orders waiting to ship", async () => {
    const { sent } = serve();
    await renderAs(<OrderWorkbenchPage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('113-4829301-5512034');
    expect(Object.fromEntries(listCalls(sent)[0].query)).toMatchObject({ orderStatus: '0', staffId: '2' });
    expect(screen.getByRole('button', { name: /下\s*单/ })).toBeTruthy();
  });

  it('ships the selected orders that wait for it, skipping the others', async () => {
    const { sent } = serve((s) => (s.method === 'PUT' && /\/ship$/.test(s.path) ? { code: 200, msg: '已标记发货', data: {} } : undefined));
    await renderAs(<OrderWorkbenchPage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('113-4829301-5512034');
    for (const no of ['113-4829301-5512034', '113-0000000-0000002']) fireEvent.click(within(rowOf(no)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量发货/ }));
    expect(await screen.findByText(/确认将选中的 1 单标记为商家已发货吗？（1 单状态不符，将跳过）/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'PUT')?.path).toBe('/system/orders/1000/ship');
  });
});

describe('reviews', () => {
  it('lists recorded reviews with their pictures (API prefix added) and video', async () => {
    const reviewed = orderRow({ ...COMPLETED, evaluateVideo: '/profile/upload/v.mp4' } as never);
    const { sent } = fakeServer((s) => (s.path === '/system/orders/list' ? { code: 200, msg: 'OK', rows: [reviewed], total: 1 } : undefined));
    await renderAs(<EvaluatePage />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('113-4829301-5512034');
    expect(listCalls(sent)[0].query.get('evaluateStatus')).toBe('1');
    const row = rowOf('113-4829301-5512034');
    const srcs = [...row.querySelectorAll('.ant-image img')].map((img) => img.getAttribute('src'));
    expect(srcs).toContain('/prod-api/profile/upload/demo/earbuds.png');
    expect(srcs).toContain('https://cdn.example.com/review.png');
    expect(within(row).getByText('图文')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /播放视频/ }));
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/prod-api/profile/upload/v.mp4'));
  });
});
