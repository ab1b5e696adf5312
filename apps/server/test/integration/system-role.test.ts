import { DATE_TIME_PATTERN, type AuthUser, type SysRole, type TreeSelectNode } from '@ceping/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/core/excel.ts';
import { sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { rawCells, roleIdsOf } from './system-user.fixtures.ts';

/** Roles: list, detail, add / edit / delete, status, data scope, dept tree, export and user assignment (RuoYi §5.1). */
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
    url: `/prod-api/system/role${url}`,
    token: extra.token ?? admin,
    payload: extra.payload,
    query: extra.query,
    headers: extra.lang ? { 'accept-language': extra.lang } : undefined,
  });

let seq = 0;
/** Adds a role through the API and returns its row. */
async function addRole(extra: Partial<{ roleName: string; roleKey: string; menuIds: number[]; status: '0' | '1' }> = {}) {
  seq++;
  const body = { roleName: `测试角色${seq}`, roleKey: `test_${seq}`, roleSort: 20 + seq, ...extra };
  const res = await api('POST', '', { payload: body });
  expect(res.msg).toBe('操作成功');
  const [row] = await ctx.db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, body.roleKey), eq(sysRole.delFlag, '0')));
  return row;
}
const menusOf = async (roleId: number) =>
  (await ctx.db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).map((r) => r.id).sort((a, b) => a - b);

const ROLE_KEYS = [
  'admin',
  'createBy',
  'createTime',
  'dataScope',
  'delFlag',
  'deptCheckStrictly',
  'deptIds',
  'flag',
  'menuCheckStrictly',
  'menuIds',
  'permissions',
  'remark',
  'roleId',
  'roleKey',
  'roleName',
  'roleNameEn',
  'roleSort',
  'status',
  'updateBy',
  'updateTime',
];

describe('GET /system/role/list, /{roleId}, /optionselect', () => {
  it('answers RuoYi paging with every SysRole field, by role_sort', async () => {
    const res = await api<{ rows: SysRole[]; total: number }>('GET', '/list');
    expect(res).toMatchObject({ code: 200, msg: '查询成功' });
    expect(res.rows.slice(0, 4).map((r) => r.roleKey)).toEqual(['admin', 'service', 'common', 'zi']);
    expect(res.total).toBeGreaterThanOrEqual(4);
    const first = res.rows[0];
    expect(Object.keys(first).sort()).toEqual(ROLE_KEYS);
    expect(first).toMatchObject({ roleId: 1, admin: true, flag: false, menuIds: null, menuCheckStrictly: true, delFlag: '0' });
    expect(first.createTime).toMatch(DATE_TIME_PATTERN);
    expect(res.rows[2]).toMatchObject({ roleKey: 'common', roleNameEn: 'Seller', admin: false });
  });

  it('filters by name, key and status and pages', async () => {
    const byKey = await api<{ rows: SysRole[]; total: number }>('GET', '/list', { query: { roleKey: 'omm' } });
    expect(byKey.rows.map((r) => r.roleKey)).toEqual(['common']);
    const byName = await api<{ rows: SysRole[] }>('GET', '/list', { query: { roleName: '客服' } });
    expect(byName.rows.map((r) => r.roleId)).toEqual([2]);
    const page = await api<{ rows: SysRole[]; total: number }>('GET', '/list', { query: { pageNum: '2', pageSize: '2' } });
    expect(page.rows.map((r) => r.roleKey)).toEqual(['common', 'zi']);
    expect(page).toMatchObject({ total: 4, estimated: false });
    const disabled = await api<{ total: number }>('GET', '/list', { query: { status: '1' } });
    expect(disabled.total).toBe(0);
    expect((await api('GET', '/list', { query: { orderByColumn: 'password' } })).code).toBe(500);
  });

  it('answers one role in `data`, and a missing one with a message', async () => {
    const res = await api<{ data: SysRole }>('GET', '/3');
    expect(res).toMatchObject({ code: 200, data: { roleId: 3, roleKey: 'common', dataScope: '5' } });
    expect(await api('GET', '/999999')).toMatchObject({ code: 500, msg: '角色不存在' });
    expect((await api('GET', '/abc')).code).toBe(500);
    expect((await api('GET', '/999999', { lang: 'en-US' })).msg).toBe('The role does not exist');
  });

  it('optionselect answers every live role in `data`', async () => {
    const res = await api<{ data: SysRole[] }>('GET', '/optionselect');
    expect(res.code).toBe(200);
    expect(res.data.map((r) => r.roleKey).slice(0, 4)).toEqual(['admin', 'service', 'common', 'zi']);
  });
});

describe('POST and PUT /system/role', () => {
  it('adds a role with its menus', async () => {
    const role = await addRole({ menuIds: [1, 100, 1000, 1001] });
    expect(role).toMatchObject({ dataScope: '1', status: '0', createBy: 'admin', menuCheckStrictly: true });
    expect(await menusOf(role.roleId)).toEqual([1, 100, 1000, 1001]);
    expect(role.roleId).toBeGreaterThanOrEqual(100);
  });

  it('refuses a taken name or key, in RuoYi words', async () => {
    expect((await api('POST', '', { payload: { roleName: '商家', roleKey: 'fresh_key', roleSort: 1 } })).msg).toBe("新增角色'商家'失败，角色名称已存在");
    expect((await api('POST', '', { payload: { roleName: '新角色', roleKey: 'common', roleSort: 1 } })).msg).toBe("新增角色'新角色'失败，角色权限已存在");
    expect((await api('POST', '', { payload: { roleName: 'New', roleKey: 'admin', roleSort: 1 }, lang: 'en-US' })).msg).toBe(
      "Failed to add role 'New': the role key already exists",
    );
  });

  it('validates the body', async () => {
    expect((await api('POST', '', { payload: { roleName: '', roleKey: 'k1', roleSort: 1 } })).msg).toBe('角色名称不能为空');
    expect((await api('POST', '', { payload: { roleName: 'n', roleKey: 'bad key', roleSort: 1 } })).msg).toBe('权限字符只能包含字母、数字以及 _ : . -');
    expect((await api('POST', '', { payload: { roleName: 'n', roleKey: 'k2' } })).msg).toBe('显示顺序不能为空（0 到 9999 的整数）');
    expect((await api('POST', '', { payload: { roleName: '<b>x</b>', roleKey: 'k3', roleSort: 1 } })).msg).toBe('角色名称不能包含脚本字符');
    expect((await api('POST', '', { payload: { roleName: 'n', roleKey: 'k4', roleSort: 1, menuIds: [999999] } })).msg).toBe('所选菜单不存在');
  });

  it('edits a role and replaces its menus', async () => {
    const role = await addRole({ menuIds: [1, 100, 1000] });
    const res = await api('PUT', '', {
      payload: {
        roleId: role.roleId,
        roleName: `${role.roleName}改`,
        roleNameEn: 'Changed',
        roleKey: `${role.roleKey}x`,
        roleSort: 7,
        menuIds: [1, 101, 1007],
      },
    });
    expect(res.msg).toBe('操作成功');
    const [row] = await ctx.db.select().from(sysRole).where(eq(sysRole.roleId, role.roleId));
    expect(row).toMatchObject({ roleName: `${role.roleName}改`, roleNameEn: 'Changed', roleKey: `${role.roleKey}x`, roleSort: 7, updateBy: 'admin' });
    expect(await menusOf(role.roleId)).toEqual([1, 101, 1007]);
  });

  it('never edits the super-admin role, nor the key of a built-in role', async () => {
    expect((await api('PUT', '', { payload: { roleId: 1, roleName: '超级管理员', roleKey: 'admin', roleSort: 1 } })).msg).toBe('不允许操作超级管理员角色');
    expect((await api('PUT', '', { payload: { roleId: 3, roleName: '商家', roleKey: 'seller', roleSort: 3 } })).msg).toBe("内置角色'商家'的权限字符不能修改");
    const [common] = await ctx.db.select().from(sysRole).where(eq(sysRole.roleId, 3));
    expect(common.roleKey).toBe('common');
    // the rest of a built-in role may change
    expect(
      (await api('PUT', '', { payload: { roleId: 3, roleName: '商家', roleNameEn: 'Seller', roleKey: 'common', roleSort: 3, remark: 'sellers' } })).msg,
    ).toBe('操作成功');
  });

  it('a taken name refuses an edit with the edit wording', async () => {
    const role = await addRole();
    expect((await api('PUT', '', { payload: { roleId: role.roleId, roleName: '商家', roleKey: role.roleKey, roleSort: 1 } })).msg).toBe(
      "修改角色'商家'失败，角色名称已存在",
    );
  });
});

describe('role menu tree (GET /system/menu/roleMenuTreeselect/{roleId})', () => {
  it('checks the granted menus, leaving out parents while the tree links parents and children', async () => {
    const role = await addRole({ menuIds: [1, 100, 1000] });
    const tree = await ctx.call<{ checkedKeys: number[]; menus: TreeSelectNode[] }>({
      method: 'GET',
      url: `/prod-api/system/menu/roleMenuTreeselect/${role.roleId}`,
      token: admin,
    });
    expect(tree.code).toBe(200);
    expect(tree.checkedKeys).toEqual([1000]);
    expect(tree.menus.find((m) => m.id === 1)?.children?.some((c) => c.id === 100)).toBe(true);
    await api('PUT', '', { payload: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleSort: 1, menuCheckStrictly: false } });
    const loose = await ctx.call<{ checkedKeys: number[] }>({ method: 'GET', url: `/prod-api/system/menu/roleMenuTreeselect/${role.roleId}`, token: admin });
    expect(loose.checkedKeys.sort((a, b) => a - b)).toEqual([1, 100, 1000]);
  });
});

describe('PUT /system/role/dataScope and GET /system/role/deptTree/{roleId}', () => {
  it('stores custom depts and answers them checked in the scoped dept tree', async () => {
    const role = await addRole();
    expect((await api('PUT', '/dataScope', { payload: { roleId: role.roleId, dataScope: '2', deptIds: [101, 105] } })).msg).toBe('操作成功');
    const links = await ctx.db.select({ id: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, role.roleId));
    expect(links.map((l) => l.id).sort()).toEqual([101, 105]);
    const tree = await api<{ checkedKeys: number[]; depts: TreeSelectNode[] }>('GET', `/deptTree/${role.roleId}`);
    expect(tree.code).toBe(200);
    // deptCheckStrictly (linked tree): 101 is the parent of 105, so only 105 is checked
    expect(tree.checkedKeys).toEqual([105]);
    expect(tree.depts[0]).toMatchObject({ id: 100, disabled: false });
    await api('PUT', '/dataScope', { payload: { roleId: role.roleId, dataScope: '2', deptIds: [101, 105], deptCheckStrictly: false } });
    expect((await api<{ checkedKeys: number[] }>('GET', `/deptTree/${role.roleId}`)).checkedKeys).toEqual([101, 105]);
    // another scope keeps no depts
    await api('PUT', '/dataScope', { payload: { roleId: role.roleId, dataScope: '4', deptIds: [101] } });
    expect(await ctx.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, role.roleId))).toEqual([]);
    const [row] = await ctx.db.select().from(sysRole).where(eq(sysRole.roleId, role.roleId));
    expect(row.dataScope).toBe('4');
  });

  it('refuses the admin role, an unknown scope and a missing dept', async () => {
    expect((await api('PUT', '/dataScope', { payload: { roleId: 1, dataScope: '2', deptIds: [] } })).msg).toBe('不允许操作超级管理员角色');
    const role = await addRole();
    expect((await api('PUT', '/dataScope', { payload: { roleId: role.roleId, dataScope: '9' } })).msg).toBe('数据范围不正确');
    expect((await api('PUT', '/dataScope', { payload: { roleId: role.roleId, dataScope: '2', deptIds: [99999] } })).msg).toBe('所选部门不存在');
  });
});

describe('PUT /system/role/changeStatus', () => {
  it('disables and enables a role, never the admin role', async () => {
    const role = await addRole();
    expect((await api('PUT', '/changeStatus', { payload: { roleId: role.roleId, status: '1' } })).msg).toBe('操作成功');
    expect((await ctx.db.select().from(sysRole).where(eq(sysRole.roleId, role.roleId)))[0].status).toBe('1');
    expect((await api('PUT', '/changeStatus', { payload: { roleId: 1, status: '1' } })).msg).toBe('不允许操作超级管理员角色');
    expect((await api('PUT', '/changeStatus', { payload: { roleId: role.roleId, status: '2' } })).msg).toBe('状态值不正确');
  });
});

describe('DELETE /system/role/{roleIds}', () => {
  it('soft-deletes unassigned roles with their menu and dept links', async () => {
    const a = await addRole({ menuIds: [1, 100] });
    const b = await addRole();
    await api('PUT', '/dataScope', { payload: { roleId: b.roleId, dataScope: '2', deptIds: [103] } });
    expect((await api('DELETE', `/${a.roleId},${b.roleId}`)).msg).toBe('操作成功');
    const rows = await ctx.db.select().from(sysRole).where(eq(sysRole.roleId, a.roleId));
    expect(rows[0].delFlag).toBe('2');
    expect(await menusOf(a.roleId)).toEqual([]);
    expect(await ctx.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, b.roleId))).toEqual([]);
    expect((await api('GET', `/${a.roleId}`)).msg).toBe('角色不存在');
    // its name and key are free again
    expect((await api('POST', '', { payload: { roleName: a.roleName, roleKey: a.roleKey, roleSort: 1 } })).msg).toBe('操作成功');
  });

  it('refuses a role held by users, a built-in role and the admin role, deleting nothing', async () => {
    const held = await addRole();
    const free = await addRole();
    await api('PUT', '/authUser/selectAll', { query: { roleId: String(held.roleId), userIds: '2' } });
    expect(await api('DELETE', `/${free.roleId},${held.roleId}`)).toMatchObject({ code: 500, msg: `${held.roleName}已分配,不能删除` });
    expect((await ctx.db.select().from(sysRole).where(eq(sysRole.roleId, free.roleId)))[0].delFlag).toBe('0');
    expect((await api('DELETE', '/4')).msg).toBe("内置角色'子账号'不能删除");
    expect((await api('DELETE', '/1')).msg).toBe('不允许操作超级管理员角色');
    expect((await api('DELETE', '/999999')).msg).toBe('角色不存在');
  });
});

describe('POST /system/role/export', () => {
  it('streams the roles as RuoYi columns in the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/role/export',
      headers: { authorization: admin },
      payload: { roleKey: 'common' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const cells = await rawCells(res.rawPayload);
    expect(cells[0]).toEqual(['角色序号', '角色名称', '角色名称（英文）', '角色权限', '角色排序', '数据范围', '角色状态']);
    expect(cells.slice(1)).toEqual([[3, '商家', 'Seller', 'common', 3, '仅本人数据权限', '正常']]);
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/role/export',
      headers: { authorization: admin, 'accept-language': 'en-US', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'roleKey=service',
    });
    const rows = await readXlsx(en.rawPayload, { 'Role key': 'roleKey', 'Data scope': 'scope' });
    expect(rows).toEqual([{ roleKey: 'service', scope: 'All data' }]);
  });
});

describe('role users (/system/role/authUser/*)', () => {
  it('lists the users holding a role and those not holding it, within paging', async () => {
    const held = await api<{ rows: AuthUser[]; total: number }>('GET', '/authUser/allocatedList', { query: { roleId: '3' } });
    expect(held).toMatchObject({ code: 200, msg: '查询成功', total: 2, estimated: false });
    expect(held.rows.map((r) => r.userName)).toEqual(['seller', 'seller2']);
    expect(Object.keys(held.rows[0]).sort()).toEqual(['admin', 'createTime', 'deptId', 'email', 'nickName', 'phonenumber', 'status', 'userId', 'userName']);
    const free = await api<{ rows: AuthUser[] }>('GET', '/authUser/unallocatedList', { query: { roleId: '3', pageSize: '100' } });
    const names = free.rows.map((r) => r.userName);
    expect(names).toContain('staff');
    expect(names).not.toContain('seller');
    expect(names).not.toContain('admin');
    // A full page counts the users without the role: staff and subseller (the super admin is never offered).
    const freePage = await api('GET', '/authUser/unallocatedList', { query: { roleId: '3', pageSize: '2' } });
    expect(freePage).toMatchObject({ total: 2, estimated: false });
    const filtered = await api<{ rows: AuthUser[] }>('GET', '/authUser/allocatedList', { query: { roleId: '3', userName: 'seller2' } });
    expect(filtered.rows.map((r) => r.userName)).toEqual(['seller2']);
    expect((await api('GET', '/authUser/allocatedList')).msg).toBe('角色编号不能为空');
  });

  it('selectAll gives the role, cancel and cancelAll take it back (query string and JSON body, as RuoYi)', async () => {
    const role = await addRole();
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: String(role.roleId), userIds: '2,5' } })).msg).toBe('操作成功');
    expect(await roleIdsOf(ctx, 2)).toContain(role.roleId);
    expect(await roleIdsOf(ctx, 5)).toContain(role.roleId);
    // a second time is harmless
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: String(role.roleId), userIds: '2' } })).code).toBe(200);
    expect((await api('PUT', '/authUser/cancel', { payload: { userId: 2, roleId: role.roleId } })).msg).toBe('操作成功');
    expect(await roleIdsOf(ctx, 2)).not.toContain(role.roleId);
    expect((await api('PUT', '/authUser/cancel', { payload: { userId: 2, roleId: role.roleId } })).msg).toBe('操作失败');
    expect((await api('PUT', '/authUser/cancelAll', { query: { roleId: String(role.roleId), userIds: '2,5' } })).msg).toBe('操作成功');
    expect(await ctx.db.select().from(sysUserRole).where(eq(sysUserRole.roleId, role.roleId))).toEqual([]);
  });

  it('never touches the super-admin role or user, refuses unknown users and bad id lists', async () => {
    const role = await addRole();
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: '1', userIds: '2' } })).msg).toBe('不允许操作超级管理员角色');
    expect((await api('PUT', '/authUser/cancel', { payload: { userId: 1, roleId: 1 } })).msg).toBe('不允许操作超级管理员角色');
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: String(role.roleId), userIds: '1' } })).msg).toBe('不允许操作超级管理员用户');
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: String(role.roleId), userIds: '999999' } })).msg).toBe('所选用户不存在或没有权限访问');
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: String(role.roleId), userIds: '2;3' } })).msg).toBe('编号列表格式不正确');
    expect((await api('PUT', '/authUser/selectAll', { query: { roleId: '999999', userIds: '2' } })).code).toBe(500);
    expect(await roleIdsOf(ctx, 1)).toEqual([1]);
  });
});
