import type { FundRow } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import LedgerView from '../../src/features/fund/ledger/LedgerView.tsx';
import { taskDetail } from '../task/fixtures.ts';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
}));

const get = vi.mocked(request.get);

function fund(fundId: number, type: number, amount: string, before: string, after: string): FundRow {
  return {
    fundId,
    userId: 3,
    userName: 'seller',
    nickName: 'Youpin',
    type,
    amount,
    balanceBefore: before,
    balanceAfter: after,
    refType: 'task',
    refId: 1000 + fundId,
    refNo: fundId === 2 ? 'T20260101001' : '',
    operator: 'admin',
    remark: '',
    createTime: '2026-01-02 10:00:00',
  };
}

const fundTypes = [
  { dictCode: 1, dictSort: 1, dictLabel: 'Recharge', dictValue: '1', dictType: 'fund_type', listClass: 'success', cssClass: '', isDefault: 'N', status: '0' },
  {
    dictCode: 4,
    dictSort: 4,
    dictLabel: 'Task payment',
    dictValue: '4',
    dictType: 'fund_type',
    listClass: 'warning',
    cssClass: '',
    isDefault: 'N',
    status: '0',
  },
];

describe('ledger view', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/fund/list')
        return { code: 200, msg: 'OK', total: 2, rows: [fund(1, 1, '1200.00', '0.00', '1200.00'), fund(2, 4, '-350.10', '1200.00', '849.90')] };
      if (url === '/system/fund/summary') return { code: 200, msg: 'OK', data: { income: '1200.00', spend: '-350.10', net: '849.90', count: 2 } };
      if (url.startsWith('/system/dict/data/type/')) return { code: 200, msg: 'OK', data: fundTypes };
      if (url === '/system/task/1002') return { code: 200, msg: 'OK', data: taskDetail({ taskId: 1002, taskNo: 'T20260101001' }) };
      return { code: 200, msg: 'OK', rows: [], total: 0, data: [] };
    });
  });

  it('shows the summary with signed, coloured amounts and the rows with before → after', async () => {
    await renderScreen(<LedgerView />, { lang: 'en-US' });
    const summary = await screen.findByTestId('ledger-summary');
    await waitFor(() => expect(summary.querySelector('[data-summary="income"]')?.textContent).toBe('+1,200.00'));
    expect(summary.querySelector('[data-summary="spend"]')?.textContent).toBe('-350.10');
    expect(summary.querySelector('[data-summary="net"]')?.textContent).toBe('+849.90');
    expect(summary.querySelector('[data-summary="count"]')?.textContent).toBe('2');
    expect(summary.querySelector('[data-summary="income"] .money-text')?.getAttribute('data-sign')).toBe('1');
    expect(summary.querySelector('[data-summary="spend"] .money-text')?.getAttribute('data-sign')).toBe('-1');

    const table = document.querySelector('.ant-table') as HTMLElement;
    await within(table).findByText('-350.10');
    expect(within(table).getByText('+1,200.00')).toBeTruthy();
    expect(within(table).getByText('T20260101001')).toBeTruthy();
    expect(within(table).getByText('task #1001')).toBeTruthy();
    expect(within(table).getByText('849.90')).toBeTruthy();
    expect(within(table).getAllByText('seller (Youpin)')).toHaveLength(2);
    expect(await within(table).findByText('Task payment')).toBeTruthy();
  });

  it('asks the summary with the same filters as the list and hides the account filter for a seller', async () => {
    await renderScreen(<LedgerView ownOnly />, { lang: 'en-US' });
    await screen.findByTestId('ledger-summary');
    expect(screen.queryByLabelText('Account')).toBeNull();
    expect(screen.queryByText('seller (Youpin)')).toBeNull();

    fireEvent.change(screen.getByLabelText('Document'), { target: { value: ' T20260101001 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/system/fund/summary', { refNo: 'T20260101001' }));
    expect(get).toHaveBeenCalledWith('/system/fund/list', { refNo: 'T20260101001', pageNum: 1, pageSize: 20 });
  });

  it("opens a task's cost breakdown (and nothing else) from its ledger row", async () => {
    await renderScreen(<LedgerView ownOnly />, { lang: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cost breakdown of task T20260101001' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/system/task/1002'));
    await within(dialog).findByText('Task details · T20260101001');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Cost breakdown']);
  });
});
