import type { OrderDetail, OrderEventRow } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureUrls } from '../../src/features/order/components/PictureList.tsx';
import { stepState } from '../../src/features/order/detail/OrderSteps.tsx';
import { OrderDetailDialog } from '../../src/features/order/index.ts';
import { fakeFeedback } from '../helpers/http.ts';
import { renderAs } from '../task/render.tsx';
import { CANCELLED, COMPLETED, EXCEPTION, event, fakeServer, orderDetail, SHIPPED } from './fixtures.ts';

const STAFF = [
  'system:orders:list',
  'system:orders:query',
  'system:orders:add',
  'system:orders:edit',
  'system:orders:ship',
  'system:orders:complete',
  'system:orders:comment',
  'system:orders:exception',
];
const SELLER = ['system:orders:list', 'system:orders:query', 'system:orders:edit', 'system:orders:export'];

type Role = 'service' | 'common' | 'zi' | 'admin';
const viewer = (role: Role) =>
  role === 'admin'
    ? { roles: ['admin'], permissions: ['*:*:*'], userId: 1 }
    : role === 'service'
      ? { roles: ['service'], permissions: STAFF, userId: 2 }
      : // a seller that was (wrongly) granted the completion too: the role still decides
        { roles: [role], permissions: [...SELLER, 'system:orders:complete'], userId: role === 'common' ? 3 : 5 };

function serve(detail: OrderDetail, history: OrderEventRow[] = []) {
  return fakeServer(({ method, path }) => {
    if (method === 'GET' && path === `/system/orders/${detail.id}`) return { code: 200, msg: 'OK', data: detail };
    if (method === 'GET' && path === '/system/orders/getOneBy') return { code: 200, msg: 'OK', data: detail };
    if (method === 'GET' && path === '/system/orders/history') return { code: 200, msg: 'OK', data: history };
    if (method === 'PUT' && path === '/system/orders/complete')
      return {
        code: 200,
        msg: '订单已完成，结算退还商家 ¥7.06',
        data: {
          id: detail.id,
          orderNo: detail.orderNo,
          taskId: 1000,
          orderStatus: '2',
          settleStatus: 'settled',
          settleDiff: '7.06',
          amount: '7.06',
          money: '100.00',
          taskStatus: null,
          remainQuantity: null,
        },
      };
    if (method === 'PUT' && path === '/system/orders') return { code: 200, msg: '订单已修改', data: { id: detail.id } };
    return undefined;
  });
}

async function open(detail: OrderDetail, role: Role, history: OrderEventRow[] = [], lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const server = serve(detail, history);
  const view = await renderAs(<OrderDetailDialog orderId={detail.id} open onClose={() => undefined} />, { ...viewer(role), lang });
  await screen.findByText(lang === 'zh-CN' ? `订单详情 · ${detail.orderNo}` : `Order details · ${detail.orderNo}`);
  return { ...view, ...server };
}

const steps = () => [...document.querySelectorAll('.order-steps .ant-steps-item')];
const stepClass = (el: Element) => ['finish', 'process', 'error', 'wait'].find((s) => el.className.includes(`ant-steps-item-${s}`));
const confirmButton = () => screen.queryByRole('button', { name: /确认收货并评价/ });

beforeEach(() => {
  fakeFeedback();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('order detail dialog: steps and timeline', () => {
  it.each([
    ['placed', {}, ['finish', 'process', 'wait'], '等待商家发货'],
    ['shipped', SHIPPED, ['finish', 'finish', 'process'], '等待确认收货'],
    ['completed', COMPLETED, ['finish', 'finish', 'finish'], '2026-11-25 13:00:00'],
    ['cancelled', CANCELLED, ['finish', 'error', 'wait'], '已取消'],
    ['in exception after shipping', { ...EXCEPTION, shipTime: '2026-11-25 12:00:00' }, ['finish', 'finish', 'error'], 'Buyer account locked'],
  ])('shows where a %s order stands', async (_label, state, classes, text) => {
    await open(orderDetail(state), 'service');
    expect(steps().map(stepClass)).toEqual(classes);
    expect(within(document.querySelector('.order-steps') as HTMLElement).getByText(text)).toBeTruthy();
  });

  it('maps every state to its step', () => {
    expect(stepState(orderDetail())).toEqual({ current: 1, status: 'process' });
    expect(stepState(orderDetail(SHIPPED))).toEqual({ current: 2, status: 'process' });
    expect(stepState(orderDetail(COMPLETED))).toEqual({ current: 2, status: 'finish' });
    expect(stepState(orderDetail(CANCELLED))).toEqual({ current: 1, status: 'error' });
    expect(stepState(orderDetail(EXCEPTION))).toEqual({ current: 1, status: 'error' });
  });

  it("lists the order's history as a timeline, with the money each step moved", async () => {
    const history = [
      event(1, 'create', '下单（任务 T202611251000，剩余 9 单）', { toStatus: '0' }),
      event(2, 'ship', '商家已发货', { fromStatus: '0', toStatus: '1' }),
      event(3, 'complete', '确认收货，订单完成', { fromStatus: '1', toStatus: '2' }),
      event(4, 'settle', '结算退款 ¥7.06', { amount: '7.06', fundId: 1017 }),
    ];
    const { sent } = await open(orderDetail(COMPLETED), 'service', history);
    await waitFor(() => expect(document.querySelectorAll('.order-timeline .order-event')).toHaveLength(4));
    const entries = [...document.querySelectorAll('.order-timeline .order-event')];
    expect(entries.map((e) => e.getAttribute('data-action'))).toEqual(['create', 'ship', 'complete', 'settle']);
    expect(entries[0].textContent).toContain('下单（任务 T202611251000，剩余 9 单）');
    expect(entries[3].textContent).toContain('+7.06');
    expect(sent.find((s) => s.path === '/system/orders/history')?.query.get('orderId')).toBe('1000');
  });

  it('opens by order number through getOneBy', async () => {
    const { sent } = serve(orderDetail(SHIPPED));
    await renderAs(<OrderDetailDialog orderNo="113-4829301-5512034" open onClose={() => undefined} />, viewer('service'));
    await screen.findByText('订单详情 · 113-4829301-5512034');
    const by = sent.find((s) => s.path === '/system/orders/getOneBy');
    expect(by?.query.get('orderNo')).toBe('113-4829301-5512034');
  });
});

describe('order detail dialog: confirm receipt and review', () => {
  it.each([
    ['service', 'shipped', SHIPPED, true],
    ['admin', 'shipped', SHIPPED, true],
    ['common', 'shipped', SHIPPED, false],
    ['zi', 'shipped', SHIPPED, true],
    ['service', 'placed', {}, false],
    ['service', 'completed', COMPLETED, false],
    ['admin', 'exception', EXCEPTION, false],
  ] as const)('role %s, %s order: shown = %s', async (role, _state, state, shown) => {
    // a sub-account (zi) holds the completion permission here only to show that `common` is refused by its role
    await open(orderDetail({ ...state, userId: role === 'zi' ? 99 : 3 }), role);
    expect(Boolean(confirmButton())).toBe(shown);
  });

  it('asks what the buyer paid, completes the order and shows the server message', async () => {
    const { sent } = await open(orderDetail({ ...SHIPPED, actuallyPay: null }), 'service');
    fireEvent.click(confirmButton() as HTMLElement);
    const label = await screen.findByText('买家实付金额（USD）');
    const dialog = label.closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText(/买家实付金额/), { target: { value: '25' } });
    // the settlement the server will post, previewed in decimal strings
    await within(dialog).findByText('+7.06');
    fireEvent.click(within(dialog).getByRole('button', { name: /^确认收货$/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/orders/complete')).toBe(true));
    expect(sent.find((s) => s.path === '/system/orders/complete')?.body).toEqual({ id: 1000, actuallyPay: '25' });
    expect(await screen.findByText('订单已完成，结算退还商家 ¥7.06')).toBeTruthy();
  });
});

describe('order detail dialog: review and completion entries', () => {
  it('has no review section before the merchant shipped', async () => {
    await open(orderDetail(), 'service');
    expect(screen.getByText('商家发货后可记录买家发布的评价。')).toBeTruthy();
    expect(document.querySelector('.order-review')).toBeNull();
    expect(screen.queryByRole('button', { name: /记录评价/ })).toBeNull();
  });

  it('shows each product with its review once shipped, and the record button for staff', async () => {
    await open(orderDetail(SHIPPED), 'service');
    const reviews = document.querySelectorAll('.order-review');
    expect(reviews).toHaveLength(2);
    expect(reviews[0].textContent).toContain('暂未记录评价');
    expect(reviews[1].textContent).toContain('The case fits snugly.');
    expect(screen.getByRole('button', { name: /记录评价/ })).toBeTruthy();
  });

  it('shows the recorded review line by line with its pictures, and no record button for a seller', async () => {
    await open(orderDetail(COMPLETED), 'common');
    const review = document.querySelector('.order-review') as HTMLElement;
    expect([...review.querySelectorAll('.review-lines > div')].map((d) => d.textContent)).toEqual(['Sound is clear.', 'Case charges fast.']);
    expect(within(review).getByText('图文')).toBeTruthy();
    const srcs = [...review.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/prod-api/profile/upload/demo/earbuds.png', 'https://cdn.example.com/review.png']);
    expect(screen.queryByRole('button', { name: /修改评价|记录评价/ })).toBeNull();
  });

  it('shows the completion entry only once receipt was confirmed', async () => {
    const { unmount } = await open(orderDetail(SHIPPED), 'service');
    expect(document.querySelector('.order-completion')).toBeNull();
    unmount();
    await open(orderDetail(COMPLETED), 'service');
    const entry = document.querySelector('.order-completion') as HTMLElement;
    expect(entry.textContent).toContain('已于 2026-11-25 13:00:00 确认收货，订单完成');
    expect(entry.textContent).toContain('买家实付 25.00 USD');
  });

  it('shows the money: estimate, paid in coin and CNY, settlement and its ledger row', async () => {
    await open(orderDetail(COMPLETED), 'common');
    const money = screen.getByText('本金预估').closest('table') as HTMLElement;
    expect(within(money).getByText('187.06')).toBeTruthy();
    expect(within(money).getByText('25.00 USD')).toBeTruthy();
    expect(within(money).getByText('180.00')).toBeTruthy();
    expect(within(money).getByText('已结算')).toBeTruthy();
    expect(money.querySelector('.order-fund')?.textContent).toContain('+7.06');
  });
});

describe('order detail dialog: in-place edits', () => {
  it('lets staff edit the order no. and the environment no., and saves through PUT /system/orders', async () => {
    const { sent } = await open(orderDetail(SHIPPED), 'service');
    const orderNo = document.querySelector('[data-field="orderNo"]') as HTMLElement;
    expect(document.querySelector('[data-field="remark"]')).not.toBeNull();
    // the seller's own remark is the seller's
    expect(document.querySelector('[data-field="merchantRemark"]')).toBeNull();
    fireEvent.click(within(orderNo).getByText('113-4829301-5512034'));
    const box = await screen.findByRole('textbox', { name: '' });
    fireEvent.change(box, { target: { value: '113-0000000-0000001' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/orders')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT' && s.path === '/system/orders')?.body).toEqual({ id: 1000, orderNo: '113-0000000-0000001' });
    expect(await screen.findByText('订单已修改')).toBeTruthy();
  });

  it('refuses an order number with a space before sending it', async () => {
    const { sent } = await open(orderDetail(SHIPPED), 'service');
    fireEvent.click(within(document.querySelector('[data-field="orderNo"]') as HTMLElement).getByText('113-4829301-5512034'));
    const box = await screen.findByRole('textbox', { name: '' });
    fireEvent.change(box, { target: { value: '113 000' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('订单号不能包含空格')).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it('shows plain text to a seller, who edits only its own remark', async () => {
    await open(orderDetail(SHIPPED), 'common');
    expect(document.querySelector('[data-field="orderNo"]')).toBeNull();
    expect(document.querySelector('[data-field="remark"]')).toBeNull();
    expect(document.querySelector('[data-field="merchantRemark"]')).not.toBeNull();
  });

  it("keeps a sub-account's order read only for its parent", async () => {
    await open(orderDetail({ ...SHIPPED, userId: 5, readOnly: true }), 'common');
    expect(document.querySelector('[data-field]')).toBeNull();
  });
});

describe('pictures', () => {
  it('adds the API prefix to stored paths and keeps absolute addresses', () => {
    expect(pictureUrls('/profile/a.png, https://x.example/b.png,,profile/c.png,//cdn.example/d.png')).toEqual([
      '/prod-api/profile/a.png',
      'https://x.example/b.png',
      '/prod-api/profile/c.png',
      '//cdn.example/d.png',
    ]);
    expect(pictureUrls('')).toEqual([]);
    expect(pictureUrls(null)).toEqual([]);
  });

  it('names the dialog in English', async () => {
    await open(orderDetail(SHIPPED), 'service', [], 'en-US');
    expect(screen.getByRole('button', { name: /Confirm receipt and review/ })).toBeTruthy();
    expect(screen.getByText('Buyer orders')).toBeTruthy();
  });
});
