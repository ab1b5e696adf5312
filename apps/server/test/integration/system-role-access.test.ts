import { randomBytes } from 'node:crypto';
import { ANY_USER, type AuthUser, type SysRole, type SysUser, type TreeSelectNode, menuEndpoints, roleEndpoints } from '@ceping/contract';
import { hash } from '@node-rs/bcrypt';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { concreteUrl, loginWithoutPermissions } from '../security-support.ts';

/**
 * Who may do what with roles and menus: data scope on roles, users and depts, no granting beyond
 * one's own permissions or scope, the permission of every route, and live sessions following a
 * change of a role or menu on their very next request.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

const ROLE_MENUS = [101, 1007, 1008, 1009, 1010, 1011];
const MENU_MENUS = [102, 1012, 1013, 1014, 1015];
const USER_MENUS = [1, 100, 1000];

/** A role with these menus and scope, and a user in `deptId` holding only it (password admin123), logged in. */
async function holder(opts: { menus: number[]; dataScope?: string; deptId?: number }) {
  const key = `r_${randomBytes(3).toString('hex')}`;
  const [role] = await ctx.db
    .insert(sysRole)
    .values({ roleName: key, roleKey: key, roleSort: 30, dataScope: opts.dataScope ?? '1', createBy: 'test' })
    .returning({ roleId: sysRole.roleId });
  if (opts.menus.length) await ctx.db.insert(sysRoleMenu).values(opts.menus.map((menuId) => ({ roleId: role.roleId, menuId })));
  const [user] = await ctx.db
    .insert(sysUser)
    .values({ userName: key, nickName: key, deptId: opts.deptId ?? 103, password: await hash('admin123', { cost: 4 }), createBy: 'test' })
    .returning({ userId: sysUser.userId });
  await ctx.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return { roleId: role.roleId, userId: user.userId, userName: key, token: await ctx.login(key) };
}

const call = <T = Record<string, unknown>>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  extra: { payload?: object; query?: Record<string, string> } = {},
) => ctx.call<T>({ method, url: `/prod-api${url}`, token, ...extra });
const menusOf = async (roleId: number) =>
  (await ctx.db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).map((r) => r.id).sort((a, b) => a - b);

describe('a role admin with data scope 4 in dept 105 (where only staff works)', () => {
  let ra: Awaited<ReturnType<typeof holder>>;
  beforeAll(async () => {
    ra = await holder({ menus: [...USER_MENUS, ...ROLE_MENUS, ...MENU_MENUS], dataScope: '4', deptId: 105 });
  });

  it('sees only roles held by users of its depts, and none of their foreign users', async () => {
    const list = await call<{ rows: SysRole[] }>(ra.token, 'GET', '/system/role/list');
    expect(list.rows.map((r) => r.roleId).sort((a, b) => a - b)).toEqual([2, ra.roleId]);
    expect((await call(ra.token, 'GET', '/system/role/3')).msg).toBe('没有权限访问角色数据！');
    expect((await call(ra.token, 'PUT', '/system/role', { payload: { roleId: 3, roleName: '商家', roleKey: 'common', roleSort: 3 } })).msg).toBe(
      '没有权限访问角色数据！',
    );
    expect((await call(ra.token, 'GET', '/system/role/deptTree/3')).msg).toBe('没有权限访问角色数据！');
    const sellers = await call<{ total: number }>(ra.token, 'GET', '/system/role/authUser/allocatedList', { query: { roleId: '3' } });
    expect(sellers.total).toBe(0);
    const tree = await call<{ depts: TreeSelectNode[] }>(ra.token, 'GET', `/system/role/deptTree/${ra.roleId}`);
    expect(tree.depts.map((d) => d.id)).toEqual([105]);
  });

  it('cannot widen a scope beyond its own or pick depts it cannot see', async () => {
    expect((await call(ra.token, 'PUT', '/system/role/dataScope', { payload: { roleId: ra.roleId, dataScope: '1' } })).msg).toBe(
      '不能授予超出自己数据权限的范围',
    );
    expect((await call(ra.token, 'PUT', '/system/role/dataScope', { payload: { roleId: ra.roleId, dataScope: '2', deptIds: [103] } })).msg).toBe(
      '没有权限访问部门数据！',
    );
    expect((await call(ra.token, 'PUT', '/system/role/dataScope', { payload: { roleId: ra.roleId, dataScope: '2', deptIds: [105] } })).msg).toBe('操作成功');
    // a role it creates does not start at "all data"
    expect((await call(ra.token, 'POST', '/system/role', { payload: { roleName: 'ra-made', roleKey: 'ra_made', roleSort: 1, menuIds: [100] } })).msg).toBe(
      '操作成功',
    );
    const [made] = await ctx.db.select().from(sysRole).where(eq(sysRole.roleKey, 'ra_made'));
    expect(made.dataScope).toBe('5');
  });

  it('cannot grant menus it does not hold, and keeps the menus of a role it cannot see', async () => {
    // A role held by staff (visible to ra) with region menus ra does not hold.
    const [x] = await ctx.db.insert(sysRole).values({ roleName: 'regions', roleKey: 'regions_x', roleSort: 40, createBy: 'test' }).returning();
    await ctx.db.insert(sysRoleMenu).values([2010, 2011].map((menuId) => ({ roleId: x.roleId, menuId })));
    await ctx.db.insert(sysUserRole).values({ userId: 2, roleId: x.roleId });
    const edit = (menuIds: number[]) =>
      call(ra.token, 'PUT', '/system/role', { payload: { roleId: x.roleId, roleName: 'regions', roleKey: 'regions_x', roleSort: 40, menuIds } });
    expect((await edit([100, 2010])).msg).toBe('不能授予自己没有的菜单权限');
    expect((await edit([1, 100, 1000])).msg).toBe('操作成功');
    expect(await menusOf(x.roleId)).toEqual([1, 100, 1000, 2010, 2011]);
    // nor hand that role (granting more than ra holds) to a user of its scope
    expect((await call(ra.token, 'PUT', '/system/role/authUser/selectAll', { query: { roleId: String(x.roleId), userIds: String(ra.userId) } })).msg).toBe(
      '没有权限访问角色数据！',
    );
    expect(await menusOf(x.roleId)).toEqual([1, 100, 1000, 2010, 2011]);
  });

  it('cannot assign users outside its scope, nor put a permission it lacks on a menu', async () => {
    expect((await call(ra.token, 'PUT', '/system/role/authUser/selectAll', { query: { roleId: String(ra.roleId), userIds: '3' } })).msg).toBe(
      '没有权限访问用户数据！',
    );
    expect(
      (await call(ra.token, 'POST', '/system/menu', { payload: { parentId: 101, menuName: '越权', orderNum: 9, menuType: 'F', perms: 'system:user:remove' } }))
        .msg,
    ).toBe('不能设置自己没有的权限标识');
    expect(
      (await call(ra.token, 'POST', '/system/menu', { payload: { parentId: 101, menuName: '本权', orderNum: 9, menuType: 'F', perms: 'system:role:query' } }))
        .msg,
    ).toBe('操作成功');
  });

  it('sees only its own menus in the menu list', async () => {
    const list = await call<{ data: { menuId: number }[] }>(ra.token, 'GET', '/system/menu/list');
    const ids = list.data.map((m) => m.menuId);
    expect(ids).toContain(101);
    expect(ids).not.toContain(2010);
  });
});

describe('custom data scope (2) on the user list and dept tree', () => {
  it('limits both to the depts of the role, and follows a change of them at once', async () => {
    const u = await holder({ menus: USER_MENUS, deptId: 103 });
    expect((await call(admin, 'PUT', '/system/role/dataScope', { payload: { roleId: u.roleId, dataScope: '2', deptIds: [105] } })).msg).toBe('操作成功');
    const users = await call<{ rows: SysUser[] }>(u.token, 'GET', '/system/user/list', { query: { pageSize: '100' } });
    expect(users.rows.length).toBeGreaterThan(0);
    expect(users.rows.every((r) => r.deptId === 105)).toBe(true);
    const tree = await call<{ data: TreeSelectNode[] }>(u.token, 'GET', '/system/user/deptTree');
    expect(tree.data.map((d) => d.id)).toEqual([105]);
    await call(admin, 'PUT', '/system/role/dataScope', { payload: { roleId: u.roleId, dataScope: '2', deptIds: [110] } });
    const sellers = await call<{ rows: SysUser[] }>(u.token, 'GET', '/system/user/list', { query: { pageSize: '100' } });
    expect(sellers.rows.map((r) => r.userName)).toEqual(expect.arrayContaining(['seller', 'seller2']));
    expect(sellers.rows.every((r) => r.deptId === 110)).toBe(true);
  });
});

describe('live sessions follow a change of their role or menu on the next request', () => {
  it('menus, status and data scope of the role', async () => {
    const h = await holder({ menus: USER_MENUS });
    const list = () => call<{ total: number }>(h.token, 'GET', '/system/user/list');
    const edit = (extra: object) =>
      call(admin, 'PUT', '/system/role', { payload: { roleId: h.roleId, roleName: h.userName, roleKey: h.userName, roleSort: 30, ...extra } });
    expect((await list()).total).toBeGreaterThan(1);
    expect((await edit({ menuIds: [1] })).msg).toBe('操作成功');
    expect((await list()).code).toBe(403);
    const info = await call<{ permissions: string[] }>(h.token, 'GET', '/getInfo');
    expect(info.permissions).not.toContain('system:user:list');
    await edit({ menuIds: USER_MENUS });
    expect((await list()).code).toBe(200);
    await call(admin, 'PUT', '/system/role/changeStatus', { payload: { roleId: h.roleId, status: '1' } });
    expect((await list()).code).toBe(403);
    await call(admin, 'PUT', '/system/role/changeStatus', { payload: { roleId: h.roleId, status: '0' } });
    expect((await list()).code).toBe(200);
    await call(admin, 'PUT', '/system/role/dataScope', { payload: { roleId: h.roleId, dataScope: '5' } });
    expect(await list()).toMatchObject({ code: 200, total: 1 });
  });

  it('the permission of a menu granted to the role', async () => {
    const h = await holder({ menus: USER_MENUS });
    const get = () => call(h.token, 'GET', '/system/user/2');
    expect((await get()).code).toBe(200);
    const [button] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, 1000));
    const save = (perms: string) =>
      call(admin, 'PUT', '/system/menu', {
        payload: { menuId: 1000, parentId: 100, menuName: button.menuName, orderNum: button.orderNum, menuType: 'F', perms },
      });
    expect((await save('system:user:view')).msg).toBe('操作成功');
    expect((await get()).code).toBe(403);
    await save('system:user:query');
    expect((await get()).code).toBe(200);
  });

  it('taking the role from the user, and giving it back, through role users', async () => {
    const h = await holder({ menus: USER_MENUS });
    const routes = async () => JSON.stringify((await call<{ data: unknown }>(h.token, 'GET', '/getRouters')).data);
    expect(await routes()).toContain('"path":"user"');
    expect((await call(admin, 'PUT', '/system/role/authUser/cancel', { payload: { userId: h.userId, roleId: h.roleId } })).msg).toBe('操作成功');
    expect((await call(h.token, 'GET', '/system/user/list')).code).toBe(403);
    expect(await routes()).not.toContain('"path":"user"');
    expect((await call(admin, 'PUT', '/system/role/authUser/selectAll', { query: { roleId: String(h.roleId), userIds: String(h.userId) } })).msg).toBe(
      '操作成功',
    );
    expect((await call(h.token, 'GET', '/system/user/list')).code).toBe(200);
    const held = await call<{ rows: AuthUser[] }>(admin, 'GET', '/system/role/authUser/allocatedList', { query: { roleId: String(h.roleId) } });
    expect(held.rows.map((r) => r.userId)).toEqual([h.userId]);
  });
});

describe('route permissions of roles and menus', () => {
  const routes = [...Object.values(roleEndpoints), ...Object.values(menuEndpoints)];
  /** The answer's code; a file (an export) counts as 200. */
  const send = async (token: string, e: (typeof routes)[number]) => {
    const res = await ctx.app.inject({
      method: e.method,
      url: `/prod-api${concreteUrl(e.path)}`,
      headers: { authorization: token },
      ...(e.method === 'POST' || e.method === 'PUT' ? { payload: {} } : {}),
    });
    return String(res.headers['content-type']).startsWith('application/json') ? res.json<{ code: number }>().code : 200;
  };

  it('answers 403 without the permission and never 403 with it', async () => {
    const none = await loginWithoutPermissions(ctx, 'noperm_rm');
    const all = await holder({ menus: [...ROLE_MENUS, ...MENU_MENUS], deptId: 105 });
    const wrong: string[] = [];
    for (const e of routes) {
      const without = await send(none, e);
      const withIt = await send(all.token, e);
      if (e.perm === ANY_USER ? without === 403 : without !== 403) wrong.push(`${e.method} ${e.path} without → ${without}`);
      if (withIt === 403 || withIt === 401) wrong.push(`${e.method} ${e.path} with ${e.perm} → ${withIt}`);
    }
    expect(wrong).toEqual([]);
    // the sessions' roles are unchanged by those calls
    const links = await ctx.db
      .select()
      .from(sysUserRole)
      .where(inArray(sysUserRole.userId, [all.userId]));
    expect(links.map((l) => l.roleId)).toEqual([all.roleId]);
  });
});
