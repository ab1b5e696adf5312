import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { costRows } from '../../src/features/task/detail/costRows.ts';
import TaskDetailDialog from '../../src/features/task/detail/TaskDetailDialog.tsx';
import { taskDetail } from './fixtures.ts';
import { renderAs, SELLER_PERMS, STAFF_PERMS } from './render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

const dict = (type: string) =>
  type === 'task_status'
    ? [{ dictLabel: '待审核', dictValue: '0', listClass: 'warning' }]
    : type === 'enter_method'
      ? [{ dictLabel: '关键词搜索', dictValue: '1', listClass: 'default' }]
      : [];

function answer(detail = taskDetail()) {
  get.mockImplementation(async (url: string) => {
    if (url === '/system/task/7') return { code: 200, msg: 'ok', data: detail };
    const m = /\/system\/dict\/data\/type\/(\w+)/.exec(url);
    if (m) return { code: 200, msg: 'ok', data: dict(m[1]) };
    return { code: 200, msg: 'ok', data: [] };
  });
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;

describe('task detail dialog', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    answer();
  });

  it('shows every tab and opens on basic info for staff', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { roles: ['service'], permissions: STAFF_PERMS });
    await screen.findByText('任务详情 · T202601010007');
    expect(tabNames()).toEqual(['基本信息', '进店方式', '多行为要求', '增值服务', '匹配商品', '费用明细']);
    expect(activeTab()).toBe('基本信息');
  });

  it.each([['common'], ['zi']])('opens on the cost tab alone for a seller (role %s), every tab a click away', async (role) => {
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { userId: 3, roles: [role], permissions: SELLER_PERMS });
    await screen.findByText('任务详情 · T202601010007');
    expect(tabNames()).toEqual(['费用明细']);
    expect(activeTab()).toBe('费用明细');
    fireEvent.click(screen.getByRole('button', { name: '全部详情' }));
    await waitFor(() => expect(tabNames()).toHaveLength(6));
    expect(activeTab()).toBe('费用明细');
    expect(screen.queryByRole('button', { name: '全部详情' })).toBeNull();
  });

  it('keeps the cost tab alone, without the button, when the caller sets the show flag for a seller', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open show onClose={() => undefined} />, { userId: 3, roles: ['common'], permissions: SELLER_PERMS });
    await screen.findByText('任务详情 · T202601010007');
    expect(tabNames()).toEqual(['费用明细']);
    expect(screen.queryByRole('button', { name: '全部详情' })).toBeNull();
  });

  it('shows staff every tab even with show left out', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { roles: ['service'], permissions: STAFF_PERMS, lang: 'en-US' });
    await screen.findByText('Task details · T202601010007');
    expect(tabNames()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'All details' })).toBeNull();
  });

  it('names the region in the interface language', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { roles: ['service'], permissions: STAFF_PERMS, lang: 'en-US' });
    expect(await screen.findByText(/^United States · /)).toBeTruthy();
    expect(screen.queryByText(/^美国 · /)).toBeNull();
  });

  it('keeps the Chinese region name in Chinese', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { roles: ['service'], permissions: STAFF_PERMS });
    expect(await screen.findByText(/^美国 · /)).toBeTruthy();
  });

  it('hides every tab but the cost breakdown with the show flag', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open show onClose={() => undefined} />, { roles: ['service'], permissions: STAFF_PERMS });
    await screen.findByText('任务详情 · T202601010007');
    expect(tabNames()).toEqual(['费用明细']);
    expect(screen.queryByText('基本信息')).toBeNull();
  });

  it('lists only non-empty cost rows and counted services as count × unit', async () => {
    const detail = taskDetail({
      matchProduct: 0,
      matchProductPrice: '0.00',
      products: [],
      addMoney: '0.00',
      lines: taskDetail().lines.filter((l) => l.item !== 'matchProduct' && l.item !== 'addMoney'),
    });
    answer(detail);
    await renderAs(<TaskDetailDialog taskId={7} open show onClose={() => undefined} />, {
      roles: ['common'],
      userId: 3,
      permissions: SELLER_PERMS,
      lang: 'en-US',
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Cost breakdown');
    const labels = [...dialog.querySelectorAll('.ant-descriptions-item-label')].map((n) => n.textContent);
    expect(labels).toEqual([
      'Unit price',
      'Exchange rate',
      'Product principal',
      'Base service fee',
      'Follow shop',
      'Wish list',
      'Add to cart',
      'Compare',
      'Browse',
      'Service fee per order',
      'Total per order',
      'Number of orders',
      'Value-added services total',
      'Task total',
    ]);
    expect(within(dialog).getByText('19.99 USD')).toBeTruthy();
    const compare = dialog.querySelector('[data-formula="line-compare"]');
    expect(compare?.textContent).toBe('2 × 1.00');
    expect(dialog.querySelector('[data-formula="line-browse"]')?.textContent).toBe('2 × 1.00');
    expect(within(dialog).getByText('¥2,170.60')).toBeTruthy();
    expect(labels).not.toContain('Matched products principal');
    expect(labels).not.toContain('Surcharge');
  });

  it('lets staff edit the sku in place through the service-fields endpoint', async () => {
    put.mockResolvedValue({ code: 200, msg: '任务信息已更新' });
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { roles: ['service'], permissions: STAFF_PERMS });
    await screen.findByText('任务详情 · T202601010007');
    const sku = document.querySelector('[data-field="sku"]') as HTMLElement;
    fireEvent.click(within(sku).getByRole('button'));
    const box = await waitFor(() => {
      const el = document.querySelector('.ant-typography-edit-content textarea') as HTMLTextAreaElement;
      expect(el.value).toBe('black');
      return el;
    });
    fireEvent.change(box, { target: { value: 'white' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/task/service-fields', { taskId: 7, sku: 'white' }));
  });

  it('gives sellers no in-place editing', async () => {
    await renderAs(<TaskDetailDialog taskId={7} open onClose={() => undefined} />, { userId: 3, roles: ['common'], permissions: SELLER_PERMS });
    await screen.findByText('任务详情 · T202601010007');
    fireEvent.click(screen.getByRole('button', { name: '全部详情' }));
    fireEvent.click(await screen.findByRole('tab', { name: '基本信息' }));
    await screen.findByText('black');
    expect(document.querySelector('[data-field="sku"]')).toBeNull();
  });
});

describe('cost rows', () => {
  it('keeps the server figures and drops zero rows', () => {
    const rows = costRows(taskDetail(), 'RMB');
    expect(rows.find((r) => r.key === 'matchProductPrice')).toMatchObject({ formula: '43.13 × 1', value: '43.13' });
    expect(rows.find((r) => r.key === 'line-matchProduct')).toMatchObject({ formula: '1 × 3.00', value: '3.00' });
    expect(rows.find((r) => r.key === 'allTotalPrice')).toMatchObject({ formula: '217.06 × 10', value: '2170.60' });
    const rmb = costRows(taskDetail({ regionCoin: null, addMoney: '0' }), 'RMB');
    expect(rmb[0].value).toBe('19.99 RMB');
  });
});
