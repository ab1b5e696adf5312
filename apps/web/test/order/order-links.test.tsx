import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LedgerView from '../../src/features/fund/ledger/LedgerView.tsx';
import TaskDetailDialog from '../../src/features/task/detail/TaskDetailDialog.tsx';
import { fakeFeedback } from '../helpers/http.ts';
import { taskDetail } from '../task/fixtures.ts';
import { renderAs } from '../task/render.tsx';
import { COMPLETED, fakeServer, orderDetail, orderRow, SHIPPED } from './fixtures.ts';

beforeEach(() => {
  fakeFeedback();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('orders from other screens', () => {
  it("lists a task's orders in the task detail and opens one", async () => {
    const { sent } = fakeServer(({ path }) => {
      if (path === '/system/task/1000') return { code: 200, msg: 'OK', data: taskDetail({ taskId: 1000, taskNo: 'T202611251000' }) };
      if (path === '/system/orders/list') return { code: 200, msg: 'OK', rows: [orderRow(SHIPPED)], total: 1 };
      if (path === '/system/orders/1000') return { code: 200, msg: 'OK', data: orderDetail(SHIPPED) };
      return undefined;
    });
    await renderAs(<TaskDetailDialog taskId={1000} open onClose={() => undefined} />, {
      roles: ['service'],
      permissions: ['system:task:query', 'system:orders:list', 'system:orders:query'],
    });
    fireEvent.click(await screen.findByRole('tab', { name: '订单' }));
    fireEvent.click(await screen.findByRole('button', { name: '查看订单 113-4829301-5512034 的详情' }));
    expect(await screen.findByText('订单详情 · 113-4829301-5512034')).toBeTruthy();
    expect(sent.find((s) => s.path === '/system/orders/list')?.query.get('taskId')).toBe('1000');
  });

  it('has no orders tab without the orders permission', async () => {
    fakeServer(({ path }) =>
      path === '/system/task/1000' ? { code: 200, msg: 'OK', data: taskDetail({ taskId: 1000, taskNo: 'T202611251000' }) } : undefined,
    );
    await renderAs(<TaskDetailDialog taskId={1000} open onClose={() => undefined} />, { roles: ['service'], permissions: ['system:task:query'] });
    await screen.findByRole('tab', { name: '基本信息' });
    expect(screen.queryByRole('tab', { name: '订单' })).toBeNull();
  });

  it("opens an order's detail from its ledger row, and filters the ledger by ?refNo=", async () => {
    const { sent } = fakeServer(({ path }) => {
      if (path === '/system/fund/list')
        return {
          code: 200,
          msg: 'OK',
          total: 1,
          rows: [
            {
              fundId: 1017,
              userId: 3,
              userName: 'seller',
              nickName: '',
              type: 7,
              amount: '7.06',
              balanceBefore: '13825.69',
              balanceAfter: '13832.75',
              refType: 'order',
              refId: 1000,
              refNo: '113-4829301-5512034',
              operator: 'staff',
              remark: '',
              createTime: '2026-11-25 13:00:00',
            },
          ],
        };
      if (path === '/system/fund/summary') return { code: 200, msg: 'OK', data: { income: '7.06', spend: '0.00', net: '7.06', count: 1 } };
      if (path === '/system/orders/1000') return { code: 200, msg: 'OK', data: orderDetail(COMPLETED) };
      return undefined;
    });
    await renderAs(<LedgerView />, { route: '/?refNo=113-4829301-5512034' });
    await waitFor(() => expect(sent.some((s) => s.path === '/system/fund/list' && s.query.get('refNo') === '113-4829301-5512034')).toBe(true));
    expect((screen.getByPlaceholderText('请输入单据编号') as HTMLInputElement).value).toBe('113-4829301-5512034');
    fireEvent.click(await screen.findByRole('button', { name: '查看订单 113-4829301-5512034 的详情' }));
    const title = await screen.findByText('订单详情 · 113-4829301-5512034');
    expect(within(title.closest('.ant-modal') as HTMLElement).getByText('已于 2026-11-25 13:00:00 确认收货，订单完成')).toBeTruthy();
  });
});
