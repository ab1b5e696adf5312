import type { RegionRow } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { changedRows } from '../../src/features/region/components/regionBatch.ts';
import RegionPage from '../../src/features/region/RegionPage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
}));

const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

function region(regionId: number, regionName: string, coinName: string | null, rate: string): RegionRow {
  return {
    regionId,
    regionName,
    regionNameEn: null,
    platform: 'amazon',
    countryCode: '',
    coinName,
    rate,
    orderNum: regionId,
    status: '0',
    remark: null,
    createBy: '',
    createTime: '2026-01-01 10:00:00',
    updateBy: '',
    updateTime: null,
    userId: null,
    basePrice: '18.00',
    priceSource: 'default',
    fees: null,
    userRate: '0',
    addMoney: '0',
    effectiveRate: rate,
  };
}

const rows = [region(1, '美国', 'USD', '7.2000'), region(2, '英国', 'GBP', '9.1000'), region(3, '日本', 'JPY', '0.0480')];

describe('region batch edit', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/region/list') return { code: 200, msg: 'ok', rows, total: rows.length };
      return { code: 200, msg: 'ok', data: [] };
    });
    put.mockResolvedValue({ code: 200, msg: 'ok' });
  });

  it('sends only the rows whose cells changed', async () => {
    await renderScreen(<RegionPage />, { lang: 'en-US' });
    await screen.findByText('英国');
    fireEvent.click(screen.getByRole('button', { name: /Batch edit/ }));

    const rate = await screen.findByLabelText('Exchange rate 英国');
    fireEvent.change(rate, { target: { value: '9.25' } });
    // Typing the same value back is not a change.
    fireEvent.change(screen.getByLabelText('Exchange rate 美国'), { target: { value: '7.2' } });
    fireEvent.click(screen.getByLabelText('Status 日本'));

    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/system/region/batch', [
      { regionId: 2, rate: '9.25', coinName: 'GBP', status: '0' },
      { regionId: 3, rate: '0.0480', coinName: 'JPY', status: '1' },
    ]);
  });

  it('blocks saving an invalid rate and shows why', async () => {
    await renderScreen(<RegionPage />, { lang: 'en-US' });
    await screen.findByText('美国');
    fireEvent.click(screen.getByRole('button', { name: /Batch edit/ }));
    fireEvent.change(await screen.findByLabelText('Currency 美国'), { target: { value: 'us$' } });
    expect(await screen.findByText('The currency must be 2 to 10 capital letters')).toBeTruthy();
    const save = screen.getByRole('button', { name: /Save changes/ });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(put).not.toHaveBeenCalled();
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('diffs drafts by value, not by text', () => {
    const body = changedRows({
      1: { original: { coinName: 'USD', rate: '7.2000', status: '0' }, current: { coinName: 'usd', rate: '7.20', status: '0' } },
      // Without a currency the rate is 1 whatever the cell holds: nothing to send.
      2: { original: { coinName: '', rate: '1.0000', status: '0' }, current: { coinName: '', rate: '1.05', status: '0' } },
      3: { original: { coinName: 'JPY', rate: '0.0480', status: '0' }, current: { coinName: '', rate: '0.0480', status: '0' } },
    });
    expect(body).toEqual([{ regionId: 3, rate: '1', coinName: null, status: '0' }]);
  });
});
