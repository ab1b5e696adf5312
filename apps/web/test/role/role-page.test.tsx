import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import RolePage from '../../src/features/role/RolePage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
}));
const get = vi.mocked(request.get);

const role = (roleId: number, roleName: string, roleKey: string) => ({
  roleId,
  roleName,
  roleNameEn: null,
  roleKey,
  roleSort: roleId,
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  delFlag: '0',
  flag: false,
  admin: roleId === 1,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
});

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/role/list')
      return { code: 200, msg: '查询成功', rows: [role(1, '超级管理员', 'admin'), role(3, '商家', 'seller')], total: 2 } as never;
    if (url === '/system/menu/treeselect') return { code: 200, msg: '操作成功', data: [] } as never;
    return { code: 200, msg: '操作成功', data: [] } as never;
  });
});

describe('role page', () => {
  it("has a named search form: its fields' ids are its own, so the dialog's labels point at the dialog's fields", async () => {
    await renderScreen(<RolePage />);
    await screen.findByText('商家');
    const search = document.querySelector('form.ant-form-inline') as HTMLFormElement;
    expect(search.id).toMatch(/^search/);
    const filter = within(search).getByLabelText('角色名称') as HTMLInputElement;
    expect(filter.id).toBe(`${search.id}_roleName`);

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    const field = (await within(dialog).findByLabelText('角色名称')) as HTMLInputElement;
    expect(field).not.toBe(filter);
    expect(field.id).not.toBe(filter.id);
    expect(document.querySelectorAll(`[id="${field.id}"]`)).toHaveLength(1);

    // the filter still filters
    fireEvent.change(filter, { target: { value: ' 商 ' } });
    fireEvent.submit(search);
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/system/role/list').at(-1)?.[1]).toMatchObject({ roleName: '商', pageNum: 1 }));
  });
});
