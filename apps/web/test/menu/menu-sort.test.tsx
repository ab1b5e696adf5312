import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import MenuPage from '../../src/features/menu/MenuPage.tsx';
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

const dir = (menuId: number, menuName: string, orderNum: number) => ({
  menuId,
  menuName,
  menuNameEn: null,
  parentName: null,
  parentId: 0,
  orderNum,
  path: `p${menuId}`,
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: null,
  icon: '#',
  children: [] as never[],
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: '',
});
const MENUS = [dir(1, '系统管理', 1), dir(2, '系统监控', 2), dir(3, '系统工具', 3)];
const listCalls = () => get.mock.calls.filter((c) => c[0] === '/system/menu/list').length;
const order = (menuId: number) => screen.getByLabelText(`显示排序 ${menuId}`) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/menu/list') return { code: 200, msg: '操作成功', data: MENUS } as never;
    return { code: 200, msg: '操作成功', data: [] } as never;
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

/** The menu screen's "保存排序" through the shared useSortOrders hook (the dept screen uses the same). */
describe('menu screen: 保存排序', () => {
  it('sends the changed menus as {menuIds, orderNums} and reloads', async () => {
    await renderScreen(<MenuPage />);
    await screen.findByText('系统工具');
    const loads = listCalls();
    type(order(1), '30');
    type(order(3), '10');
    fireEvent.click(screen.getByRole('button', { name: /保存排序/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/menu/updateSort', { menuIds: '1,3', orderNums: '30,10' }));
    expect(await screen.findByText('排序保存成功')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(loads));
  });

  it('nothing changed: a warning and no request', async () => {
    await renderScreen(<MenuPage />);
    await screen.findByText('系统工具');
    fireEvent.click(screen.getByRole('button', { name: /保存排序/ }));
    expect(await screen.findByText('未检测到排序修改')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
