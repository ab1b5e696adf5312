import type { TaskBody } from '@ceping/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { usePermissionStore } from '../../src/stores/permission.ts';
import { useUserStore } from '../../src/stores/user.ts';
import PublishPage from '../../src/features/publish/PublishPage.tsx';
import { pricePreview } from './fixtures.ts';
import { renderAs, SELLER_PERMS } from './render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const put = vi.mocked(request.put);

const content: TaskBody = {
  regionId: 1,
  shopId: null,
  productPic: '/profile/upload/p.png',
  productTitle: 'Desk lamp',
  productUrl: 'https://example.com/p/1',
  sku: 'black',
  productPrice: '19.99',
  perQuantity: 1,
  taskQuantity: 10,
  ship: '1',
  enterMethod: '1',
  enterMethodRemark: '',
  keywords: [
    { keyword: 'desk lamp', remark: '', quantity: 6 },
    { keyword: 'led lamp', remark: '', quantity: 4 },
  ],
  msg: '',
  remark: '',
  follow: 1,
  wish: 0,
  cart: 0,
  chat: 0,
  gift: 0,
  coupon: 0,
  couponUrl: '',
  couponPic: '',
  compare: 0,
  browse: 0,
  matchProduct: 0,
  products: [],
};

const region = {
  regionId: 1,
  regionName: '美国',
  regionNameEn: 'United States',
  label: '美国',
  platform: 'amazon',
  countryCode: 'US',
  coinName: 'USD',
  rate: '7.2000',
};

/** happy-dom renders the whole form slowly: give async expectations room. */
const SLOW = { timeout: 6000 };

const pricePosts = () => post.mock.calls.filter(([url]) => url === '/system/task/price');

async function openFromTemplate() {
  const view = await renderAs(<PublishPage />, { userId: 3, roles: ['common'], permissions: SELLER_PERMS, route: '/?templateId=5', money: '5000.00' });
  await waitFor(() => expect(pricePosts().length).toBeGreaterThan(0), SLOW);
  return view;
}

/** The publish page in a tab the shell keeps alive: hidden and shown again with the button. */
function KeptTab() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((v) => !v)}>
        toggle tab
      </button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <PublishPage />
      </Activity>
    </>
  );
}

describe('publish form', { timeout: 40_000 }, () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
    put.mockResolvedValue({ code: 200, msg: 'ok' });
    get.mockImplementation(async (url: string) => {
      if (url === '/system/template/5') return { code: 200, msg: 'ok', data: { templateId: 5, templateName: 'lamp', remark: 'weekly', content } };
      if (url === '/system/region/options') return { code: 200, msg: 'ok', data: [region] };
      return { code: 200, msg: 'ok', data: [] };
    });
    post.mockImplementation(async (url: string, data?: unknown) => {
      if (url === '/system/task/price') {
        const body = data as { taskQuantity: number };
        return {
          code: 200,
          msg: 'ok',
          data: pricePreview({ taskQuantity: body.taskQuantity, allTotalPrice: body.taskQuantity === 12 ? '1974.60' : '1645.50' }),
        };
      }
      if (url === '/system/task')
        return {
          code: 200,
          msg: '任务发布成功，已扣款 ¥1,645.50',
          data: { taskId: 9, taskNo: 'T9', allTotalPrice: '1645.50', amount: '-1645.50', money: '3354.50' },
        };
      return { code: 200, msg: 'ok' };
    });
  });

  it('asks the server for the price as the form changes and shows its figures', async () => {
    await openFromTemplate();
    const [, body, opts] = pricePosts()[0];
    expect(body).toMatchObject({
      regionId: 1,
      productPrice: '19.99',
      perQuantity: 1,
      taskQuantity: 10,
      follow: 1,
      wish: 0,
      compare: 0,
      matchProduct: 0,
      products: [],
    });
    expect(opts).toMatchObject({ repeatSubmit: false });
    const preview = screen.getByTestId('price-preview');
    await waitFor(() => expect(preview.querySelector('[data-preview="allTotalPrice"]')?.textContent).toBe('¥1,645.50'), SLOW);
    expect(preview.querySelector('[data-preview="rate"]')?.textContent).toBe('7.3311');
    expect(preview.querySelector('[data-preview="unitPriceStr"]')?.textContent).toBe('18 = 18');
    expect(preview.querySelector('[data-preview="totalPrice"]')?.textContent).toBe('¥164.55');

    fireEvent.change(screen.getByLabelText('任务单数'), { target: { value: '12' } });
    await waitFor(() => expect(pricePosts().at(-1)?.[1]).toMatchObject({ taskQuantity: 12 }), SLOW);
    await waitFor(() => expect(preview.querySelector('[data-preview="allTotalPrice"]')?.textContent).toBe('¥1,974.60'), SLOW);
  });

  it('warns when the server says the balance does not cover the task', async () => {
    post.mockImplementation(async () => ({ code: 200, msg: 'ok', data: pricePreview({ enough: false, money: '100.00' }) }));
    await openFromTemplate();
    expect(await screen.findByTestId('insufficient', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('本次需支付 ¥1,645.50，当前余额 ¥100.00，请先充值。')).toBeTruthy();
  });

  it('refuses to submit while the keyword orders do not add up to the number of orders', async () => {
    await openFromTemplate();
    fireEvent.change(screen.getByLabelText('任务单数'), { target: { value: '12' } });
    expect(await screen.findByText('单数合计 10 / 12', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交并支付' }));
    expect(await screen.findByText('各关键词单数之和必须等于任务单数', {}, SLOW)).toBeTruthy();
    expect(post.mock.calls.some(([url]) => url === '/system/task')).toBe(false);
  });

  it('publishes after the confirmation, shows the server message, refreshes the balance and opens the menu task list', async () => {
    const menu = {
      path: 'task-list',
      component: 'user/task-list/index',
      hidden: false,
      name: 'TaskList',
      meta: { title: '我的任务', icon: null, noCache: false, link: null },
    };
    usePermissionStore.setState({ topbarRouters: [{ path: '/seller', component: 'Layout', hidden: false, children: [menu] }] });
    const refresh = vi.spyOn(useUserStore.getState(), 'refreshInfo').mockResolvedValue();
    const { router } = await openFromTemplate();
    fireEvent.click(screen.getByRole('button', { name: '提交并支付' }));
    expect(await screen.findByText('发布该任务将从余额扣除 ¥1,645.50，确定提交吗？', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post.mock.calls.some(([url]) => url === '/system/task')).toBe(true), SLOW);
    const sent = post.mock.calls.find(([url]) => url === '/system/task')?.[1];
    // The amount confirmed goes along: the server refuses to charge another one.
    expect(sent).toMatchObject({ regionId: 1, taskQuantity: 10, keywords: content.keywords, follow: 1, expectedTotal: '1645.50' });
    await waitFor(() => expect(refresh).toHaveBeenCalled(), SLOW);
    expect(await screen.findByText('任务发布成功，已扣款 ¥1,645.50', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/task-list'), SLOW);
    usePermissionStore.getState().reset();
  });

  it('saves the form back into the template it was loaded from, or as a new template', async () => {
    await openFromTemplate();
    fireEvent.change(screen.getByLabelText('任务单数'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('第 1 个关键词的单数'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '存为模板' }));
    expect(((await screen.findByRole('radio', { name: '更新模板“lamp”' }, SLOW)) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('模板名称') as HTMLInputElement).value).toBe('lamp');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(put).toHaveBeenCalled(), SLOW);
    expect(put.mock.calls[0][0]).toBe('/system/template');
    expect(put.mock.calls[0][1]).toMatchObject({ templateId: 5, templateName: 'lamp', remark: 'weekly', content: { taskQuantity: 12 } });
    expect(await screen.findByText('模板“lamp”已更新', {}, SLOW)).toBeTruthy();

    post.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '存为模板' }));
    fireEvent.click(await screen.findByRole('radio', { name: '另存为新模板' }, SLOW));
    expect((screen.getByLabelText('模板名称') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: 'lamp 12' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(post.mock.calls.some(([url]) => url === '/system/template')).toBe(true), SLOW);
    expect(post.mock.calls.find(([url]) => url === '/system/template')?.[1]).toMatchObject({ templateName: 'lamp 12', content: { taskQuantity: 12 } });
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('keeps unsaved edits when its kept tab is hidden and shown again', async () => {
    await renderAs(<KeptTab />, { userId: 3, roles: ['common'], permissions: SELLER_PERMS, route: '/?templateId=5', money: '5000.00' });
    const orders = () => screen.getByLabelText('任务单数') as HTMLInputElement;
    await waitFor(() => expect(orders().value).toBe('10'), SLOW);
    fireEvent.change(orders(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(orders().value).toBe('12');
  });
});
