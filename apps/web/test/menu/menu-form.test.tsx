import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import MenuFormDialog from '../../src/features/menu/components/MenuFormDialog.tsx';
import { filterIcons } from '../../src/features/menu/components/IconSelect.tsx';
import { menuFields, menuTreeOf, menuTypeTag } from '../../src/features/menu/components/menuForm.ts';
import { renderScreen } from '../user/render.tsx';

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

const row = (menuId: number, parentId: number, menuName: string, menuType: string) => ({
  menuId,
  menuName,
  menuNameEn: null,
  parentName: null,
  parentId,
  orderNum: 1,
  path: menuType === 'F' ? '' : `p${menuId}`,
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType,
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
const MENUS = [row(1, 0, '系统管理', 'M'), row(100, 1, '用户管理', 'C'), row(1000, 100, '用户查询', 'F')];

const open = (lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderScreen(
    <MenuFormDialog editing={{ parentId: 1 }} menus={MENUS} statusOptions={[]} visibleOptions={[]} onClose={() => undefined} onSaved={() => undefined} />,
    { lang },
  );
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const labels = () => [...dialog().querySelectorAll('.ant-form-item-label label')].map((l) => (l.textContent ?? '').trim());
const chooseType = (name: string) => fireEvent.click(within(dialog()).getByText(name));
function submit() {
  const ok = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!ok) throw new Error('dialog OK button not found');
  fireEvent.click(ok);
}

describe('menu dialog: the type decides the fields', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
  });

  it('directory, page and button each show their own fields', async () => {
    await open();
    await screen.findByText('菜单类型');
    expect(labels()).toEqual(['上级菜单', '菜单类型', '菜单图标', '菜单名称', '英文名称', '显示排序', '是否外链', '路由地址', '显示状态', '菜单状态']);
    chooseType('菜单');
    await waitFor(() => expect(labels()).toContain('组件路径'));
    expect(labels()).toEqual([
      '上级菜单',
      '菜单类型',
      '菜单图标',
      '菜单名称',
      '英文名称',
      '显示排序',
      '路由名称',
      '是否外链',
      '路由地址',
      '组件路径',
      '权限字符',
      '路由参数',
      '是否缓存',
      '显示状态',
      '菜单状态',
    ]);
    chooseType('按钮');
    await waitFor(() => expect(labels()).not.toContain('路由地址'));
    expect(labels()).toEqual(['上级菜单', '菜单类型', '菜单名称', '英文名称', '显示排序', '权限字符', '菜单状态']);
  });

  it('a directory needs its route path; a button is sent with its permission and no route', async () => {
    await open();
    fireEvent.change(await screen.findByLabelText('菜单名称'), { target: { value: '目录' } });
    submit();
    expect(await screen.findByText('路由地址不能为空')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    chooseType('按钮');
    await waitFor(() => expect(labels()).not.toContain('路由地址'));
    fireEvent.change(screen.getByLabelText(/权限字符/), { target: { value: 'system:test:add' } });
    submit();
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/system/menu');
    expect(body).toMatchObject({ parentId: 1, menuName: '目录', menuType: 'F', perms: 'system:test:add' });
    expect(body).not.toHaveProperty('path');
  });

  it('speaks English', async () => {
    await open('en-US');
    await screen.findByText('Type');
    chooseType('Button');
    await waitFor(() => expect(labels()).toEqual(['Parent menu', 'Type', 'Menu name', 'English name', 'Order', 'Permission', 'Status']));
  });

  it('picks an icon from the filtered grid of icons the shell draws', async () => {
    await open();
    fireEvent.click(await screen.findByPlaceholderText('点击选择图标'));
    fireEvent.change(await screen.findByLabelText('请输入图标名称'), { target: { value: 'peop' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['people', 'peoples']);
    fireEvent.click(options[1]);
    await waitFor(() => expect((screen.getByPlaceholderText('点击选择图标') as HTMLInputElement).value).toBe('peoples'));
  });
});

describe('menu screen helpers', () => {
  it('fields by type, type tags and the tree of a flat (even filtered) list', () => {
    expect([...menuFields('F')]).toEqual(['perms']);
    expect(menuFields('M').has('component')).toBe(false);
    expect(menuTypeTag('C', '0').key).toBe('link');
    expect(menuTypeTag('M', '1').key).toBe('dir');
    expect(menuTypeTag('F', '1').key).toBe('button');
    const tree = menuTreeOf(MENUS);
    expect(tree.map((n) => n.menuId)).toEqual([1]);
    expect(tree[0].children?.[0].children?.[0]).not.toHaveProperty('children');
    expect(menuTreeOf(MENUS.slice(1)).map((n) => n.menuId)).toEqual([100]);
    expect(filterIcons('TREE')).toEqual(['tree', 'tree-table']);
  });
});
