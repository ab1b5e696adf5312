import type { TaskStatusValue } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { useUserStore } from '../../src/stores/user.ts';
import TaskListScreen from '../../src/features/task/TaskListScreen.tsx';
import { endRefund, taskActions, type TaskViewer } from '../../src/features/task/taskRules.ts';
import { taskRow } from './fixtures.ts';
import { renderAs, SELLER_PERMS, STAFF_PERMS } from './render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

const owner: TaskViewer = { userId: 3, staff: false, admin: false };
const staff: TaskViewer = { userId: 2, staff: true, admin: false };
const admin: TaskViewer = { userId: 1, staff: true, admin: true };
const stranger: TaskViewer = { userId: 9, staff: false, admin: false };
const at = (status: TaskStatusValue, extra = {}) => taskRow({ status, ...extra });

describe('task row actions by state and role', () => {
  it('follows the state machine for the owner', () => {
    expect(taskActions(at('0'), owner)).toEqual(['edit', 'cancel']);
    expect(taskActions(at('1'), owner)).toEqual(['pause', 'end']);
    expect(taskActions(at('2'), owner)).toEqual(['resume', 'end']);
    expect(taskActions(at('3'), owner)).toEqual([]);
    expect(taskActions(at('4', { paidAmount: '0.00' }), owner)).toEqual(['remove']);
    expect(taskActions(at('5', { paidAmount: '0.00' }), owner)).toEqual(['resubmit', 'remove']);
    // Money still held (e.g. an ended task with taken orders): not deletable.
    expect(taskActions(at('4', { paidAmount: '651.18' }), owner)).toEqual([]);
  });

  it('lets staff review, run and distribute but never edit or delete', () => {
    expect(taskActions(at('0'), staff)).toEqual(['approve', 'reject', 'cancel', 'distribute']);
    expect(taskActions(at('1', { staffId: 2, staffName: 'kf' }), staff)).toEqual(['pause', 'end', 'distribute', 'cancelDistribute']);
    expect(taskActions(at('5', { paidAmount: '0.00' }), staff)).toEqual([]);
  });

  it('gives admins delete on top of the staff actions', () => {
    expect(taskActions(at('4', { paidAmount: '0.00' }), admin)).toEqual(['remove']);
    expect(taskActions(at('0'), admin)).toEqual(['approve', 'reject', 'cancel', 'distribute']);
  });

  it('offers nothing on a sub-account task or to a stranger', () => {
    expect(taskActions(at('0', { readOnly: true }), owner)).toEqual([]);
    expect(taskActions(at('0'), stranger)).toEqual([]);
  });

  it('refunds the orders not taken at the per-order price, capped by what is paid', () => {
    expect(endRefund(taskRow({ totalPrice: '217.06', remainQuantity: 3, paidAmount: '2170.60' }))).toBe(65118n);
    expect(endRefund(taskRow({ totalPrice: '217.06', remainQuantity: 10, paidAmount: '1000.00' }))).toBe(100000n);
  });
});

describe('task list screen', { timeout: 40_000 }, () => {
  const rows = [
    taskRow({ taskId: 1, taskNo: 'T1', status: '0' }),
    taskRow({ taskId: 2, taskNo: 'T2', status: '1', remainQuantity: 3 }),
    taskRow({ taskId: 3, taskNo: 'T3', status: '0', userId: 4, userName: 'sub', readOnly: true }),
  ];
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/task/list') return { code: 200, msg: 'ok', rows, total: rows.length };
      if (url === '/getInfo') return { code: 200, msg: 'ok' };
      return { code: 200, msg: 'ok', data: [] };
    });
  });

  const rowOf = (taskNo: string) => screen.getByRole('button', { name: new RegExp(taskNo) }).closest('tr') as HTMLElement;
  const actionsOf = (taskNo: string) => [...rowOf(taskNo).querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action'));

  it('shows the seller its own actions and nothing on a sub-account task', async () => {
    await renderAs(<TaskListScreen scope="seller" />, { userId: 3, roles: ['common'], permissions: SELLER_PERMS });
    await screen.findByRole('button', { name: /T1/ });
    expect(actionsOf('T1')).toEqual(['edit', 'cancel']);
    expect(actionsOf('T2')).toEqual(['pause', 'end']);
    expect(actionsOf('T3')).toEqual([]);
    expect(within(rowOf('T3')).getByText('子账号任务（只读）')).toBeTruthy();
  });

  it('hides staff actions whose permission the user lacks', async () => {
    await renderAs(<TaskListScreen scope="admin" />, { userId: 2, roles: ['service'], permissions: STAFF_PERMS.filter((p) => p !== 'system:task:distribute') });
    await screen.findByRole('button', { name: /T1/ });
    // the first inline, the others under "More" (the operation column fits 1440 px)
    expect(actionsOf('T1')).toEqual(['approve']);
    fireEvent.click(rowOf('T1').querySelector('[data-more]') as HTMLElement);
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-dropdown [data-action]')].map((e) => e.getAttribute('data-action'))).toEqual(['reject', 'cancel']),
    );
  });

  it('ends a task early showing the refund, then reloads the balance', async () => {
    const refresh = vi.spyOn(useUserStore.getState(), 'refreshInfo').mockResolvedValue();
    put.mockResolvedValue({
      code: 200,
      msg: '任务已提前结束，已退款 ¥651.18',
      data: { taskId: 2, taskNo: 'T2', status: '4', refund: '651.18', money: '1000.00' },
    });
    await renderAs(<TaskListScreen scope="seller" />, { userId: 3, roles: ['common'], permissions: SELLER_PERMS });
    await screen.findByRole('button', { name: /T2/ });
    fireEvent.click(within(rowOf('T2')).getByRole('button', { name: /提前结束/ }));
    expect(await screen.findByText('确定提前结束任务 T2 吗？剩余 3 单，预计退回 ¥651.18。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/task/2/end'));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(await screen.findByText('任务已提前结束，已退款 ¥651.18')).toBeTruthy();
  });
});
