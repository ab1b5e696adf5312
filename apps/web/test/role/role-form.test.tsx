import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import RoleFormDialog from '../../src/features/role/components/RoleFormDialog.tsx';
import { renderScreen } from '../user/render.tsx';

// Whole dialogs with antd render slowly when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const put = vi.mocked(request.put);

const MENUS = [
  {
    id: 1,
    label: '系统管理',
    disabled: false,
    children: [
      {
        id: 100,
        label: '用户管理',
        disabled: false,
        children: [
          { id: 1000, label: '用户查询', disabled: false },
          { id: 1001, label: '用户新增', disabled: false },
        ],
      },
      { id: 101, label: '角色管理', disabled: false },
    ],
  },
  { id: 3, label: '系统工具', disabled: false, children: [{ id: 117, label: '系统接口', disabled: false }] },
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

/** Answers the dialog's calls; `checkedKeys` and `strictly` describe the edited role. */
function answer(opts: { checkedKeys?: number[]; strictly?: boolean } = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/system/menu/treeselect') return { code: 200, msg: '操作成功', data: MENUS };
    if (url === '/system/menu/roleMenuTreeselect/120') return { code: 200, msg: '操作成功', menus: MENUS, checkedKeys: opts.checkedKeys ?? [] };
    if (url === '/system/role/120') return { code: 200, msg: '操作成功', data: { ...ROLE, menuCheckStrictly: opts.strictly ?? true } };
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' });
  put.mockResolvedValue({ code: 200, msg: '操作成功' });
}

const open = (editing: { roleId?: number }) =>
  renderScreen(<RoleFormDialog editing={editing} statusOptions={[]} onClose={() => undefined} onSaved={() => undefined} />);

const tree = () => screen.getByRole('group', { name: '菜单权限' });
/** The checkbox of the tree node titled `title`. */
function box(title: string): HTMLElement {
  const node = within(tree()).getByText(title).closest('.ant-tree-treenode');
  const checkbox = node?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!checkbox) throw new Error(`no checkbox for ${title}`);
  return checkbox;
}
const state = (title: string) => {
  const c = box(title).className;
  return c.includes('ant-tree-checkbox-checked') ? 'checked' : c.includes('ant-tree-checkbox-indeterminate') ? 'half' : 'none';
};
const expandAll = async () => {
  await waitFor(() => within(tree()).getByText('系统管理'));
  fireEvent.click(screen.getByText('展开/折叠'));
  await within(tree()).findByText('用户查询');
};
function submit() {
  const ok = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!ok) throw new Error('dialog OK button not found');
  fireEvent.click(ok);
}
const sentBody = async (method: 'POST' | 'PUT') => {
  const sent = method === 'POST' ? post : put;
  await waitFor(() => expect(sent).toHaveBeenCalledWith('/system/role', expect.anything()));
  return sent.mock.calls[0][1] as { menuIds: number[]; menuCheckStrictly: boolean; roleKey: string };
};

describe('role dialog: the menu tree', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
  });

  it('linked (父子联动): ticking a page ticks its buttons and half-ticks its directory, and sends them all', async () => {
    answer();
    await open({});
    fireEvent.change(await screen.findByLabelText('角色名称'), { target: { value: '运营' } });
    fireEvent.change(screen.getByLabelText(/权限字符/), { target: { value: 'ops' } });
    await expandAll();
    fireEvent.click(box('用户管理'));
    expect([state('用户管理'), state('用户查询'), state('用户新增'), state('系统管理')]).toEqual(['checked', 'checked', 'checked', 'half']);
    submit();
    const body = await sentBody('POST');
    expect(body.roleKey).toBe('ops');
    expect(body.menuCheckStrictly).toBe(true);
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([1, 100, 1000, 1001]);
  });

  it('unlinked (check strictly): a ticked page ticks nothing else, and only it is sent', async () => {
    answer();
    await open({});
    fireEvent.change(await screen.findByLabelText('角色名称'), { target: { value: '运营' } });
    fireEvent.change(screen.getByLabelText(/权限字符/), { target: { value: 'ops' } });
    await expandAll();
    fireEvent.click(screen.getByText('父子联动'));
    fireEvent.click(box('用户管理'));
    expect([state('用户管理'), state('用户查询'), state('系统管理')]).toEqual(['checked', 'none', 'none']);
    submit();
    const body = await sentBody('POST');
    expect(body).toMatchObject({ menuCheckStrictly: false, menuIds: [100] });
  });

  it('"select all" ticks every menu', async () => {
    answer();
    await open({});
    await expandAll();
    fireEvent.click(screen.getByText('全选/全不选'));
    expect(['系统管理', '用户管理', '用户查询', '角色管理', '系统工具', '系统接口'].map(state)).toEqual([
      'checked',
      'checked',
      'checked',
      'checked',
      'checked',
      'checked',
    ]);
    fireEvent.click(screen.getByText('全选/全不选'));
    expect(['系统管理', '用户查询', '系统接口'].map(state)).toEqual(['none', 'none', 'none']);
  });

  it('editing shows the granted menus and sends them back unchanged', async () => {
    answer({ checkedKeys: [1000] });
    await open({ roleId: 120 });
    expect(((await screen.findByLabelText('角色名称')) as HTMLInputElement).value).toBe('运营');
    await expandAll();
    await waitFor(() => expect(state('用户查询')).toBe('checked'));
    expect([state('用户管理'), state('用户新增'), state('系统管理')]).toEqual(['half', 'none', 'half']);
    submit();
    const body = await sentBody('PUT');
    expect(body).toMatchObject({ roleId: 120, menuCheckStrictly: true });
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([1, 100, 1000]);
  });

  it('a page granted without its buttons opens unlinked, so saving grants no button', async () => {
    answer({ checkedKeys: [100] });
    await open({ roleId: 120 });
    await screen.findByLabelText('角色名称');
    await expandAll();
    await waitFor(() => expect(state('用户管理')).toBe('checked'));
    expect([state('用户查询'), state('系统管理')]).toEqual(['none', 'checked']);
    const linked = screen.getByText('父子联动').closest('label')?.querySelector('input') as HTMLInputElement;
    expect(linked.checked).toBe(false);
    submit();
    const body = await sentBody('PUT');
    expect(body).toMatchObject({ menuCheckStrictly: false });
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([1, 100]);
  });
});

describe('role dialog: the tree as assistive technology reads it', () => {
  beforeEach(() => {
    get.mockReset();
    answer();
  });

  it("names each node's checkbox after the node alone (the caret icon is not read)", async () => {
    await open({});
    await waitFor(() => within(tree()).getByText('系统管理'));
    const boxes = within(within(tree()).getByRole('tree')).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual(['false', 'false']);
    expect(within(tree()).getByRole('checkbox', { name: '系统管理' })).toBe(box('系统管理'));
    expect(within(tree()).getByRole('checkbox', { name: '系统工具' })).toBe(box('系统工具'));
    fireEvent.click(within(tree()).getByRole('checkbox', { name: '系统工具' }));
    expect(state('系统工具')).toBe('checked');
  });
});
