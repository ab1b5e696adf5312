import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import DeptPage from '../../src/features/dept/DeptPage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

const dept = (deptId: number, parentId: number, ancestors: string, deptName: string, orderNum: number) => ({
  deptId,
  parentId,
  ancestors,
  deptName,
  orderNum,
  leader: null,
  phone: null,
  email: null,
  status: '0',
  delFlag: '0',
  parentName: null,
  children: [] as never[],
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
});
/** RuoYi's seeded dept tree (ruoyi-schema.md §3.1), a part of it. */
const ALL = [
  dept(100, 0, '0', '测评科技', 0),
  dept(101, 100, '0,100', '深圳总公司', 1),
  dept(102, 100, '0,100', '长沙分公司', 2),
  dept(103, 101, '0,100,101', '研发部门', 1),
  dept(104, 101, '0,100,101', '市场部门', 2),
];
const listCalls = () => get.mock.calls.filter((c) => c[0] === '/system/dept/list').length;

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/dept/list') return { code: 200, msg: '操作成功', data: ALL } as never;
    return { code: 200, msg: '操作成功', data: [] } as never;
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

/** The order input of one dept row (labelled "显示排序 <deptId>"). */
const order = (deptId: number, label = '显示排序') => screen.getByLabelText(`${label} ${deptId}`) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('dept screen: 保存排序 (RuoYi 3.9.2 updateSort)', () => {
  it('sends exactly the changed ids and orders as RuoYi’s comma strings, says so and reloads the list', async () => {
    await renderScreen(<DeptPage />);
    await screen.findByText('研发部门');
    expect(order(101).value).toBe('1');
    const loads = listCalls();
    type(order(102), '5');
    type(order(103), '9');
    // typed and put back: not a change
    type(order(104), '7');
    type(order(104), '2');
    fireEvent.click(screen.getByRole('button', { name: /保存排序/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/system/dept/updateSort', { deptIds: '102,103', orderNums: '5,9' });
    expect(await screen.findByText('排序保存成功')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(loads));
    // the typed orders are dropped: the inputs show the list as the server answers it again
    await waitFor(() => expect(order(102).value).toBe('2'));
    expect(order(103).value).toBe('1');
  });

  it('nothing changed: no request, and the informative warning of the menu screen', async () => {
    await renderScreen(<DeptPage />);
    await screen.findByText('研发部门');
    fireEvent.click(screen.getByRole('button', { name: /保存排序/ }));
    expect(await screen.findByText('未检测到排序修改')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('speaks English in en-US', async () => {
    await renderScreen(<DeptPage />, { lang: 'en-US' });
    await screen.findByText('研发部门');
    fireEvent.click(screen.getByRole('button', { name: /Save order/ }));
    expect(await screen.findByText('No order was changed')).toBeTruthy();
    type(order(101, 'Order'), '3');
    fireEvent.click(screen.getByRole('button', { name: /Save order/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/dept/updateSort', { deptIds: '101', orderNums: '3' }));
    expect(await screen.findByText('Order saved')).toBeTruthy();
  });

  it('without system:dept:edit: no save button and the orders are plain numbers', async () => {
    await renderScreen(<DeptPage />, { as: { roles: ['common'], permissions: ['system:dept:list', 'system:dept:add'] } });
    await screen.findByText('研发部门');
    expect(screen.queryByRole('button', { name: /保存排序/ })).toBeNull();
    expect(screen.queryByLabelText('显示排序 101')).toBeNull();
  });
});
