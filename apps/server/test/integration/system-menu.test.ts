import type { SysMenu, TreeSelectNode } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysMenu } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

/** Menus: the flat list, tree selects, add / edit / delete with RuoYi's checks, order, and getRouters following every change. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = <T = Record<string, unknown>>(
  method: Method,
  url: string,
  extra: { payload?: object; query?: Record<string, string>; token?: string; lang?: string } = {},
) =>
  ctx.call<T>({
    method,
    url: `/prod-api/system/menu${url}`,
    token: extra.token ?? admin,
    payload: extra.payload,
    query: extra.query,
    headers: extra.lang ? { 'accept-language': extra.lang } : undefined,
  });

interface Router {
  name?: string;
  path: string;
  hidden: boolean;
  meta?: { title: string };
  children?: Router[];
}
const routers = async (lang = 'zh-CN', token = admin) =>
  (await ctx.call<{ data: Router[] }>({ method: 'GET', url: '/prod-api/getRouters', token, headers: { 'accept-language': lang } })).data;
const systemChildren = async (lang?: string, token?: string) => (await routers(lang, token)).find((r) => r.path === '/system')?.children ?? [];

let seq = 0;
/** Adds a page under 系统管理 and returns its row. */
async function addPage(extra: Record<string, unknown> = {}) {
  seq++;
  const body = {
    parentId: 1,
    menuName: `测试页${seq}`,
    menuNameEn: `Test page ${seq}`,
    orderNum: 50 + seq,
    menuType: 'C',
    path: `test${seq}`,
    component: 'system/user/index',
    ...extra,
  };
  const res = await api('POST', '', { payload: body });
  expect(res.msg).toBe('操作成功');
  const [row] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuName, body.menuName));
  return row;
}

const MENU_KEYS = [
  'children',
  'component',
  'createBy',
  'createTime',
  'icon',
  'isCache',
  'isFrame',
  'menuId',
  'menuName',
  'menuNameEn',
  'menuType',
  'orderNum',
  'parentId',
  'parentName',
  'path',
  'perms',
  'query',
  'remark',
  'routeName',
  'status',
  'updateBy',
  'updateTime',
  'visible',
];

describe('GET /system/menu/list, /{menuId}, /treeselect', () => {
  it('answers the flat list in `data` with every SysMenu field, by parent and order', async () => {
    const res = await api<{ data: SysMenu[] }>('GET', '/list');
    expect(res).toMatchObject({ code: 200, msg: '操作成功' });
    const roles = res.data.find((m) => m.menuId === 101) as SysMenu;
    expect(Object.keys(roles).sort()).toEqual(MENU_KEYS);
    expect(roles).toMatchObject({
      menuName: '角色管理',
      menuNameEn: 'Roles',
      parentId: 1,
      path: 'role',
      component: 'system/role/index',
      perms: 'system:role:list',
      menuType: 'C',
      isFrame: '1',
      isCache: '0',
      icon: 'peoples',
      children: [],
    });
    const buttons = res.data.filter((m) => m.parentId === 101).map((m) => m.perms);
    expect(buttons).toEqual(['system:role:query', 'system:role:add', 'system:role:edit', 'system:role:remove', 'system:role:export']);
    expect(res.data.filter((m) => m.parentId === 102).map((m) => m.perms)).toEqual([
      'system:menu:query',
      'system:menu:add',
      'system:menu:edit',
      'system:menu:remove',
    ]);
    const parents = res.data.map((m) => m.parentId);
    expect([...parents].sort((a, b) => a - b)).toEqual(parents);
  });

  it('filters by name and status', async () => {
    const res = await api<{ data: SysMenu[] }>('GET', '/list', { query: { menuName: '角色' } });
    expect(res.data.map((m) => m.menuId)).toContain(101);
    expect(res.data.every((m) => m.menuName.includes('角色'))).toBe(true);
    expect((await api<{ data: SysMenu[] }>('GET', '/list', { query: { status: '1' } })).data).toEqual([]);
  });

  it('answers one menu with its parent name', async () => {
    expect(await api('GET', '/102')).toMatchObject({ code: 200, data: { menuId: 102, parentName: '系统管理' } });
    expect((await api('GET', '/999999')).msg).toBe('菜单不存在');
  });

  it('treeselect answers the tree with titles in the caller language', async () => {
    const zh = await api<{ data: TreeSelectNode[] }>('GET', '/treeselect');
    const system = zh.data.find((n) => n.id === 1) as TreeSelectNode;
    expect(system).toMatchObject({ label: '系统管理', disabled: false });
    expect(system.children?.map((c) => c.id).slice(0, 3)).toEqual([100, 101, 102]);
    const en = await api<{ data: TreeSelectNode[] }>('GET', '/treeselect', { lang: 'en-US' });
    expect(en.data.find((n) => n.id === 1)?.children?.find((c) => c.id === 101)?.label).toBe('Roles');
  });

  it('a user sees only the menus of its roles', async () => {
    const seller = await ctx.login('seller');
    const tree = await api<{ data: TreeSelectNode[] }>('GET', '/treeselect', { token: seller });
    const ids = JSON.stringify(tree.data);
    expect(ids).not.toContain('"id":101');
    expect(tree.data.length).toBeGreaterThan(0);
    // the list itself needs system:menu:list
    expect((await api('GET', '/list', { token: seller })).code).toBe(403);
  });
});

describe('POST /system/menu', () => {
  it('adds a page that getRouters answers at once, in both languages', async () => {
    const row = await addPage({ icon: 'star', perms: 'system:test:list' });
    expect(row).toMatchObject({ parentId: 1, menuType: 'C', isFrame: 1, isCache: 0, visible: '0', status: '0', createBy: 'admin', icon: 'star' });
    const zh = await systemChildren();
    expect(zh.find((r) => r.path === row.path)?.meta?.title).toBe(row.menuName);
    const en = await systemChildren('en-US');
    expect(en.find((r) => r.path === row.path)?.meta?.title).toBe(row.menuNameEn);
  });

  it('keeps only the fields of a button', async () => {
    const page = await addPage();
    const res = await api('POST', '', {
      payload: {
        parentId: page.menuId,
        menuName: '按钮',
        orderNum: 1,
        menuType: 'F',
        path: '#',
        component: 'x/y',
        perms: 'system:test:add',
        icon: 'star',
      },
    });
    expect(res.msg).toBe('操作成功');
    const [button] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.parentId, page.menuId));
    expect(button).toMatchObject({ menuType: 'F', path: '#', component: null, perms: 'system:test:add', icon: '#' });
    // Saved again without a path (RuoYi's form sends none for a button): the path stays, as in RuoYi.
    const edit = await api('PUT', '', {
      payload: { menuId: button.menuId, parentId: page.menuId, menuName: '按钮', orderNum: 1, menuType: 'F', perms: 'system:test:add' },
    });
    expect(edit.msg).toBe('操作成功');
    const [again] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, button.menuId));
    expect(again.path).toBe('#');
    // A new button sent without a path gets an empty one.
    await api('POST', '', { payload: { parentId: page.menuId, menuName: '按钮二', orderNum: 2, menuType: 'F' } });
    const [second] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuName, '按钮二'));
    expect(second.path).toBe('');
  });

  it("refuses RuoYi's broken rules in its words", async () => {
    const page = await addPage();
    expect((await api('POST', '', { payload: { parentId: 1, menuName: '角色管理', orderNum: 1, menuType: 'C', path: 'x1' } })).msg).toBe(
      "新增菜单'角色管理'失败，菜单名称已存在",
    );
    expect((await api('POST', '', { payload: { parentId: 1, menuName: '外链', orderNum: 1, menuType: 'C', path: 'www.example.com', isFrame: '0' } })).msg).toBe(
      "新增菜单'外链'失败，地址必须以http(s)://开头",
    );
    expect((await api('POST', '', { payload: { parentId: 1, menuName: '重复', orderNum: 1, menuType: 'C', path: 'role' } })).msg).toBe(
      "新增菜单'重复'失败，路由名称或地址已存在",
    );
    expect((await api('POST', '', { payload: { parentId: 1, menuName: '重名', orderNum: 1, menuType: 'C', path: 'fresh1', routeName: 'Role' } })).msg).toBe(
      "新增菜单'重名'失败，路由名称或地址已存在",
    );
    expect((await api('POST', '', { payload: { parentId: 1000, menuName: '按钮下', orderNum: 1, menuType: 'C', path: 'fresh2' } })).msg).toBe(
      '按钮下不能再添加菜单',
    );
    expect((await api('POST', '', { payload: { parentId: 999999, menuName: '孤儿', orderNum: 1, menuType: 'C', path: 'fresh3' } })).msg).toBe('上级菜单不存在');
    expect((await api('POST', '', { payload: { parentId: page.menuId, menuName: '英文', orderNum: 1, menuType: 'F' }, lang: 'en-US' })).msg).toBe('Success');
    expect((await api('POST', '', { payload: { parentId: 1, menuName: 'x', orderNum: 1, menuType: 'C', path: 'ROLE' }, lang: 'en-US' })).msg).toBe(
      "Failed to add menu 'x': the route name or path already exists",
    );
  });

  it('validates the body', async () => {
    const bad = async (payload: object) => (await api('POST', '', { payload })).msg;
    expect(await bad({ parentId: 1, menuName: '', orderNum: 1, menuType: 'C', path: 'v1' })).toBe('菜单名称不能为空');
    expect(await bad({ parentId: 1, menuName: 'v', menuType: 'C', path: 'v2' })).toBe('显示顺序不能为空（0 到 9999 的整数）');
    expect(await bad({ parentId: 1, menuName: 'v', orderNum: 1, menuType: 'X', path: 'v3' })).toBe('菜单类型不能为空');
    expect(await bad({ parentId: 1, menuName: 'v', orderNum: 1, menuType: 'M' })).toBe('路由地址不能为空');
    expect(await bad({ parentId: 1, menuName: 'v', orderNum: 1, menuType: 'C', path: 'javascript:alert(1)' })).toMatch(/^路由地址不能包含/);
    expect(await bad({ parentId: 1, menuName: 'v', orderNum: 1, menuType: 'C', path: 'v4', component: '../../etc' })).toBe(
      '组件路径只能包含字母、数字以及 _ / -',
    );
    expect(await bad({ parentId: 1, menuName: 'v', orderNum: 1, menuType: 'C', path: 'v5', query: '[1]' })).toBe('路由参数必须是 JSON 对象，如 {"id": 1}');
    expect(await bad({ parentId: 1, menuName: 'v', orderNum: 1, menuType: 'F', perms: 'a b' })).toBe('权限标识只能包含字母、数字以及 _ : * . , -');
  });
});

describe('getRouters from memory', () => {
  it('answers a role set from memory until a menu or a role changes, then reads again', async () => {
    const seller = await ctx.login('seller');
    const before = await routers('zh-CN', seller);
    const read = vi.spyOn(ctx.db, 'selectDistinct');
    try {
      expect(await routers('zh-CN', seller)).toEqual(before);
      expect(read).not.toHaveBeenCalled();
      // A role write (here: a role's status) and a menu write each make the next call read again.
      const seller2 = await ctx.login('seller2');
      expect(
        (await ctx.call({ method: 'PUT', url: '/prod-api/system/role/changeStatus', token: admin, payload: { roleId: 999999, status: '0' } })).code,
      ).not.toBe(200);
      await routers('zh-CN', seller2);
      expect(read).toHaveBeenCalledTimes(1);
      await addPage();
      await routers('zh-CN', seller);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      read.mockRestore();
    }
  });
});

describe('PUT /system/menu', () => {
  it('a change shows in getRouters on the next call: title, hidden, disabled', async () => {
    const page = await addPage();
    const edit = (extra: object) =>
      api('PUT', '', {
        payload: {
          menuId: page.menuId,
          parentId: 1,
          menuName: page.menuName,
          orderNum: page.orderNum,
          menuType: 'C',
          path: page.path,
          component: page.component,
          ...extra,
        },
      });
    expect((await edit({ menuNameEn: 'Renamed' })).msg).toBe('操作成功');
    expect((await systemChildren('en-US')).find((r) => r.path === page.path)?.meta?.title).toBe('Renamed');
    await edit({ visible: '1' });
    expect((await systemChildren()).find((r) => r.path === page.path)?.hidden).toBe(true);
    await edit({ status: '1' });
    expect((await systemChildren()).find((r) => r.path === page.path)).toBeUndefined();
  });

  it('refuses itself or one of its descendants as the parent', async () => {
    expect((await api('PUT', '', { payload: { menuId: 1, parentId: 1, menuName: '系统管理', orderNum: 90, menuType: 'M', path: 'system' } })).msg).toBe(
      "修改菜单'系统管理'失败，上级菜单不能选择自己",
    );
    expect((await api('PUT', '', { payload: { menuId: 1, parentId: 100, menuName: '系统管理', orderNum: 90, menuType: 'M', path: 'system' } })).msg).toBe(
      "修改菜单'系统管理'失败，上级菜单不能是它自己的下级",
    );
    expect((await api('PUT', '', { payload: { menuId: 999999, parentId: 0, menuName: 'n', orderNum: 1, menuType: 'M', path: 'nowhere' } })).msg).toBe(
      '菜单不存在',
    );
    const [system] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, 1));
    expect(system.parentId).toBe(0);
  });
});

describe('DELETE /system/menu/{menuId}', () => {
  it('refuses a menu with children or granted to a role with warnings (code 601), deletes a free leaf', async () => {
    expect(await api('DELETE', '/1')).toMatchObject({ code: 601, msg: '存在子菜单,不允许删除' });
    // 2011 (region query button) is granted to the staff role
    expect(await api('DELETE', '/2011')).toMatchObject({ code: 601, msg: '菜单已分配,不允许删除' });
    const page = await addPage();
    expect((await api('DELETE', `/${page.menuId}`)).msg).toBe('操作成功');
    expect(await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, page.menuId))).toEqual([]);
    expect((await systemChildren()).find((r) => r.path === page.path)).toBeUndefined();
    expect((await api('DELETE', '/999999')).msg).toBe('菜单不存在');
  });
});

describe('PUT /system/menu/updateSort', () => {
  it('saves pairs of order numbers, all or nothing', async () => {
    const a = await addPage();
    const b = await addPage();
    expect((await api('PUT', '/updateSort', { payload: { menuIds: `${a.menuId},${b.menuId}`, orderNums: '7,3' } })).msg).toBe('操作成功');
    const order = async (id: number) => (await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, id)))[0].orderNum;
    expect([await order(a.menuId), await order(b.menuId)]).toEqual([7, 3]);
    expect((await api('PUT', '/updateSort', { payload: { menuIds: `${a.menuId},999999`, orderNums: '1,2' } })).msg).toBe('保存排序异常，请联系管理员');
    expect(await order(a.menuId)).toBe(7);
    expect((await api('PUT', '/updateSort', { payload: { menuIds: `${a.menuId}`, orderNums: '1,2' } })).msg).toBe('保存排序异常，请联系管理员');
  });
});
