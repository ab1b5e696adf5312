import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewDialog, { initialReview, reviewFieldsOf } from '../../src/features/order/components/ReviewDialog.tsx';
import { ORDER_ACTIONS } from '../../src/features/order/orderRules.ts';
import { ORDER_COLUMN_KEYS } from '../../src/features/order/components/OrderTable.tsx';
import enUS from '../../src/i18n/locales/en-US/order.ts';
import zhCN from '../../src/i18n/locales/zh-CN/order.ts';
import { fakeFeedback } from '../helpers/http.ts';
import { renderAs } from '../task/render.tsx';
import { fakeServer, orderDetail, SHIPPED } from './fixtures.ts';

const STAFF = ['system:orders:list', 'system:orders:query', 'system:orders:comment'];

beforeEach(() => {
  fakeFeedback();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return fakeServer(({ method, path }) => {
    if (method === 'GET' && path === '/system/orders/1000') return { code: 200, msg: 'OK', data: orderDetail(SHIPPED) };
    if (method === 'PUT' && path === '/system/orders/comment') return { code: 200, msg: '评价已记录', data: { id: 1000 } };
    return undefined;
  });
}

describe('review recording form', () => {
  it('asks each kind for its fields', () => {
    expect(reviewFieldsOf('1')).toEqual({ content: true, pic: false, video: false });
    expect(reviewFieldsOf('2')).toEqual({ content: true, pic: true, video: false });
    expect(reviewFieldsOf('3')).toEqual({ content: true, pic: false, video: true });
    expect(reviewFieldsOf('4')).toEqual({ content: false, pic: false, video: false });
    const start = initialReview(orderDetail(SHIPPED));
    expect(start).toMatchObject({
      evaluateStatus: '1',
      evaluateType: '1',
      products: [{ productId: 1002, evaluateType: '1', evaluateContent: 'The case fits snugly.' }],
    });
  });

  it('records the review of the order and of each matched product', async () => {
    const { sent } = serve();
    await renderAs(<ReviewDialog orderId={1000} onClose={() => undefined} onDone={() => undefined} />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('记录评价 · 113-4829301-5512034');
    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0], { target: { value: 'Clear sound.\r\nFast pairing.' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      id: 1000,
      evaluateStatus: '1',
      evaluateType: '1',
      evaluateContent: 'Clear sound.\nFast pairing.',
      evaluatePic: '',
      evaluateVideo: '',
      products: [{ productId: 1002, evaluateType: '1', evaluateContent: 'The case fits snugly.', evaluatePic: '', evaluateVideo: '' }],
    });
    expect(await screen.findByText('评价已记录')).toBeTruthy();
  });

  it('refuses a text review without its text before sending it', async () => {
    const { sent } = serve();
    await renderAs(<ReviewDialog orderId={1000} onClose={() => undefined} onDone={() => undefined} />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('记录评价 · 113-4829301-5512034');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('文字或图文评价需要填写评价内容')).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it('records that the buyer did not review, without content', async () => {
    const { sent } = serve();
    await renderAs(<ReviewDialog orderId={1000} onClose={() => undefined} onDone={() => undefined} />, { roles: ['service'], permissions: STAFF, userId: 2 });
    await screen.findByText('记录评价 · 113-4829301-5512034');
    fireEvent.click(screen.getByLabelText('买家未评价'));
    await waitFor(() => expect(screen.queryByText('评价类型')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ id: 1000, evaluateStatus: '2', products: [] });
  });
});

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  throw new Error(`${prefix} is neither text nor a group`);
}
const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('order namespace', () => {
  it('has the same keys and variables in both languages, none empty', () => {
    const zh = new Map(leaves(zhCN));
    const en = new Map(leaves(enUS));
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, text] of zh) {
      expect(text.trim(), key).not.toBe('');
      expect(vars(en.get(key) ?? ''), key).toEqual(vars(text));
    }
  });

  it('names every action, column, event and settlement state', () => {
    const zh = new Map(leaves(zhCN));
    for (const a of ORDER_ACTIONS) expect(zh.has(`action.${a}`), a).toBe(true);
    for (const c of ORDER_COLUMN_KEYS) expect(zh.has(`column.${c}`), c).toBe(true);
    for (const e of ['create', 'edit', 'ship', 'comment', 'complete', 'cancel', 'exception', 'resolve', 'settle', 'remove'])
      expect(zh.has(`event.${e}`), e).toBe(true);
    for (const s of ['none', 'settled', 'awaiting', 'rejected']) expect(zh.has(`settle.${s}`), s).toBe(true);
  });
});
