import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import DataScopeDialog from '../../src/features/role/components/DataScopeDialog.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

const DEPTS = [
  {
    id: 100,
    label: '测评科技',
    disabled: false,
    children: [
      { id: 101, label: '深圳总公司', disabled: false, children: [{ id: 103, label: '研发部门', disabled: false }] },
      { id: 102, label: '长沙分公司', disabled: false },
    ],
  },
];
const ROLE = {
  roleId: 120,
  roleName: '运营',
  roleNameEn: 'Operations',
  roleKey: 'ops',
  roleSort: 5,
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  delFlag: '0',
  flag: false,
  menuIds: null,
  deptIds: null,
  permissions: null,
  admin: false,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
};

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/role/deptTree/120') return { code: 200, msg: '操作成功', depts: DEPTS, checkedKeys: [] } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

const open = (lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderScreen(<DataScopeDialog role={ROLE as never} onClose={() => undefined} onSaved={() => undefined} />, { lang });

describe('data scope dialog', () => {
  it("labels the role's read-only name and key, the name in the interface language", async () => {
    await open('en-US');
    const dialog = await screen.findByRole('dialog', { name: 'Data scope' });
    expect((within(dialog).getByRole('textbox', { name: 'Role name' }) as HTMLInputElement).value).toBe('Operations');
    expect((within(dialog).getByRole('textbox', { name: 'Role key' }) as HTMLInputElement).value).toBe('ops');
  });

  it('custom scope, unlinked: only the ticked dept is sent', async () => {
    await open();
    const dialog = await screen.findByRole('dialog', { name: '分配数据权限' });
    expect((within(dialog).getByRole('textbox', { name: '角色名称' }) as HTMLInputElement).value).toBe('运营');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/system/role/deptTree/120'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '权限范围' }));
    fireEvent.click(await screen.findByTitle('自定数据权限'));
    const tree = await within(dialog).findByRole('group', { name: '数据权限' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '父子联动' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '展开/折叠' }));
    fireEvent.click(await within(tree).findByRole('checkbox', { name: '深圳总公司' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/system/role/dataScope', { roleId: 120, dataScope: '2', deptIds: [101], deptCheckStrictly: false });
  });
});
