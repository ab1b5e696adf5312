import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import CustomerPage from '../../src/features/customer/CustomerPage.tsx';
import FeePage from '../../src/features/fee/FeePage.tsx';
import { ShopView } from '../../src/features/shop/index.ts';
import SitePage from '../../src/features/site/SitePage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));

const get = vi.mocked(request.get);
const del = vi.mocked(request.del);

/** Width left for a list's table at 1440 px (measured in chromium: sidebar, page and card padding taken off). */
const CONTENT_WIDTH_AT_1440 = 1184;

const fee = (feeId: number, regionName: string) => ({
  feeId,
  regionId: feeId,
  regionName,
  regionNameEn: null,
  platform: 'amazon',
  userId: null,
  userName: null,
  nickName: null,
  follow: '1.00',
  wish: '1.00',
  cart: '1.00',
  chat: '1.00',
  gift: '1.00',
  coupon: '1.00',
  compare: '0.50',
  browse: '0.50',
  matchProduct: '0.50',
  status: '0',
  remark: null,
});

const site = { siteId: 1, siteName: 'alpha', domain: 'alpha.example', logo: null, status: '0', remark: 'a long remark', userCount: 1, createTime: null };

beforeEach(() => {
  get.mockImplementation(async (url: string) => {
    if (url === '/system/fee/list') return { code: 200, msg: 'ok', rows: [fee(1, '美国站')], total: 1 } as never;
    if (url === '/system/site/list') return { code: 200, msg: 'ok', rows: [site], total: 1 } as never;
    return { code: 200, msg: 'ok', data: [] } as never;
  });
  del.mockResolvedValue({ code: 200, msg: 'ok' } as never);
});

function tableOf(text: string): HTMLTableElement {
  const table = screen.getByText(text).closest('table');
  if (!table) throw new Error(`no table around ${text}`);
  return table;
}

describe('list tables fit 1440 px with the operations kept in view', () => {
  it('the service price table needs no more than the content width at 1440 px (no sideways scroll)', async () => {
    await renderScreen(<FeePage />);
    await screen.findByText('美国站');
    const width = Number.parseInt(tableOf('美国站').style.width, 10);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
  });

  it.each([
    ['sellers', <CustomerPage key="c" />],
    ['shops', <ShopView key="s" />],
  ])('the %s table needs no more than the content width at 1440 px', async (_name, screenElement) => {
    await renderScreen(screenElement);
    const table = await waitFor(() => {
      const found = document.querySelector<HTMLTableElement>('.ant-table-content table, .ant-table-body table');
      if (!found) throw new Error('no table');
      return found;
    });
    const width = Number.parseInt(table.style.width, 10);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
  });

  it('keeps the operation column fixed at the right and cuts long text with a tooltip', async () => {
    await renderScreen(<SitePage />);
    await screen.findByText('alpha');
    const header = screen.getByRole('columnheader', { name: '操作' });
    expect(header.className).toMatch(/ant-table-cell-fix-(end|right)/);
    const remark = screen.getByText('a long remark');
    expect(remark.closest('td')?.className).toMatch(/ant-table-cell-ellipsis/);
    fireEvent.mouseEnter(remark);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('a long remark'));
  });
});

describe('service prices on the list scaffold', () => {
  it('deletes a row from its link only after the confirmation', async () => {
    await renderScreen(<FeePage />);
    await screen.findByText('美国站');
    const row = tableOf('美国站').querySelector('tbody tr[data-row-key="1"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/美国站/)).toBeTruthy();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/fee/1'));
  });
});
