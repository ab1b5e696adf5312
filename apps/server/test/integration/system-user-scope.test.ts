import type { SysRoleLite, SysUser, TreeSelect } from '@ceping/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/core/excel.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { multipart, roleIdsOf, scopedAdmin, userRow, xlsxOf } from './system-user.fixtures.ts';

/**
 * A dept admin: role with every system:user:* permission and data scope 4 (own dept and below), sitting
 * in dept 105, where only staff (user 2) lives. Admin (103) and the sellers (110) are outside.
 */
let ctx: TestContext;
let scoped: { roleId: number; userId: number; token: string };
const STAFF = 2;
const SELLER = 3;
const DENIED = '没有权限访问用户数据！';

beforeAll(async () => {
  ctx = await createTestContext();
  scoped = await scopedAdmin(ctx, { key: 'deptadmin', dataScope: '4', deptId: 105 });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, extra: { payload?: object; query?: Record<string, string> } = {}) =>
  ctx.call({ method, url: `/prod-api/system/user${url}`, token: scoped.token, ...extra });

describe('data scope 4 (own dept and descendants)', () => {
  it('lists only users of its dept subtree', async () => {
    const res = await ctx.call<{ rows: SysUser[]; total: number }>({ method: 'GET', url: '/prod-api/system/user/list', token: scoped.token });
    expect(res.code).toBe(200);
    expect(res.rows.map((r) => r.userName).sort()).toEqual(['deptadmin', 'staff']);
    expect(res.total).toBe(2);
    const foreign = await ctx.call<{ total: number }>({ method: 'GET', url: '/prod-api/system/user/list', query: { deptId: '110' }, token: scoped.token });
    expect(foreign.total).toBe(0);
    // A client-sent params[dataScope] is stripped, not applied.
    const injected = await ctx.call<{ total: number }>({
      method: 'GET',
      url: '/prod-api/system/user/list',
      query: { 'params[dataScope]': 'or 1=1' },
      token: scoped.token,
    });
    expect(injected.total).toBe(2);
  });

  it('cannot read a user outside its scope', async () => {
    expect((await call('GET', `/${SELLER}`)).msg).toBe(DENIED);
    expect((await call('GET', '/1')).msg).toBe(DENIED);
    expect((await call('GET', `/authRole/${SELLER}`)).msg).toBe(DENIED);
    expect((await call('GET', `/${STAFF}`)).code).toBe(200);
  });

  it('sees only roles held inside its scope, never the admin role', async () => {
    const res = await ctx.call<{ roles: SysRoleLite[] }>({ method: 'GET', url: '/prod-api/system/user/', token: scoped.token });
    expect(res.roles.map((r) => r.roleId).sort((a, b) => a - b)).toEqual([2, scoped.roleId]);
  });

  it('cannot edit, reset, disable or re-role a foreign user', async () => {
    expect((await call('PUT', '', { payload: { userId: SELLER, nickName: 'hijack' } })).msg).toBe(DENIED);
    expect((await call('PUT', '/resetPwd', { payload: { userId: SELLER, password: 'owned123' } })).msg).toBe(DENIED);
    expect((await call('PUT', '/changeStatus', { payload: { userId: SELLER, status: '1' } })).msg).toBe(DENIED);
    expect((await call('PUT', '/authRole', { query: { userId: String(SELLER), roleIds: '2' } })).msg).toBe(DENIED);
    const row = await userRow(ctx, SELLER);
    expect(row.nickName).toBe('优品商家');
    expect(row.status).toBe('0');
    expect(await roleIdsOf(ctx, SELLER)).toEqual([3]);
  });

  it('cannot move a user to a dept outside its scope or grant a role it cannot see', async () => {
    expect((await call('PUT', '', { payload: { userId: STAFF, nickName: 's', deptId: 110 } })).msg).toBe('没有权限访问部门数据！');
    expect((await call('PUT', '', { payload: { userId: STAFF, nickName: 's', roleIds: [3] } })).msg).toBe('没有权限访问角色数据！');
    expect((await call('PUT', '/authRole', { query: { userId: String(STAFF), roleIds: '3' } })).msg).toBe('没有权限访问角色数据！');
    expect((await call('POST', '', { payload: { userName: 'out1', nickName: 'o', password: 'secret1', deptId: 103 } })).msg).toBe('没有权限访问部门数据！');
    expect((await call('POST', '', { payload: { userName: 'out2', nickName: 'o', password: 'secret1', deptId: 105, roleIds: [3] } })).msg).toBe(
      '没有权限访问角色数据！',
    );
    expect((await userRow(ctx, STAFF)).deptId).toBe(105);
    expect(await roleIdsOf(ctx, STAFF)).toEqual([2]);
  });

  it('cannot hand out a visible role granting permissions it lacks (self-escalation)', async () => {
    // Staff's role is visible (held in dept 105) but grants business permissions the dept admin lacks.
    expect((await call('PUT', '/authRole', { query: { userId: String(scoped.userId), roleIds: `2,${scoped.roleId}` } })).msg).toBe('没有权限访问角色数据！');
    expect((await call('POST', '', { payload: { userName: 'proxy1', nickName: 'p', password: 'secret1', deptId: 105, roleIds: [2] } })).msg).toBe(
      '没有权限访问角色数据！',
    );
    expect(await roleIdsOf(ctx, scoped.userId)).toEqual([scoped.roleId]);
  });

  it('manages users inside its scope', async () => {
    const created = await call('POST', '', { payload: { userName: 'inside1', nickName: 'i', password: 'secret1', deptId: 105, roleIds: [scoped.roleId] } });
    expect(created.code).toBe(200);
    expect((await call('PUT', '', { payload: { userId: STAFF, nickName: '客服改名' } })).code).toBe(200);
    expect((await userRow(ctx, STAFF)).nickName).toBe('客服改名');
  });

  it('a bulk delete with one foreign id deletes nothing', async () => {
    const list = await ctx.call<{ rows: SysUser[] }>({ method: 'GET', url: '/prod-api/system/user/list', query: { userName: 'inside1' }, token: scoped.token });
    const inside = list.rows[0].userId;
    expect((await call('DELETE', `/${inside},${SELLER}`)).msg).toBe(DENIED);
    expect((await userRow(ctx, inside)).delFlag).toBe('0');
    expect((await userRow(ctx, SELLER)).delFlag).toBe('0');
    expect((await call('DELETE', `/${inside},1`)).msg).toBe('不允许操作超级管理员用户');
    expect((await call('DELETE', `/${scoped.userId}`)).msg).toBe('当前用户不能删除');
    expect((await call('DELETE', `/${inside}`)).code).toBe(200);
    expect((await userRow(ctx, inside)).delFlag).toBe('2');
  });

  it('gets only its dept in the tree', async () => {
    const res = await ctx.call<{ data: TreeSelect[] }>({ method: 'GET', url: '/prod-api/system/user/deptTree', token: scoped.token });
    expect(res.data).toEqual([{ id: 105, label: '客服部门', disabled: false }]);
  });

  it('exports only its scope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/user/export', headers: { authorization: scoped.token } });
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res.rawPayload, { 登录名称: 'userName' });
    expect(rows.map((r) => r.userName).sort()).toEqual(['deptadmin', 'staff']);
  });

  it('cannot update a foreign user or create one in a foreign dept by import', async () => {
    const file = await xlsxOf([
      ['部门编号', '登录名称', '用户名称'],
      ['', 'seller', '改掉'],
      ['103', 'imported', '新'],
    ]);
    const { payload, headers } = multipart('file', 'users.xlsx', file);
    const res = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/user/importData',
      query: { updateSupport: 'true' },
      payload,
      headers,
      token: scoped.token,
    });
    expect(res.code).toBe(500);
    expect(res.msg).toContain(DENIED);
    expect(res.msg).toContain('没有权限访问部门数据！');
    expect((await userRow(ctx, SELLER)).nickName).toBe('优品商家');
  });
});

describe('data scope 2 (custom depts)', () => {
  it('lists exactly the users of the role dept list', async () => {
    const custom = await scopedAdmin(ctx, { key: 'custom', dataScope: '2', deptId: 105, customDepts: [110] });
    const res = await ctx.call<{ rows: SysUser[] }>({ method: 'GET', url: '/prod-api/system/user/list', token: custom.token });
    expect(res.rows.map((r) => r.userName)).toEqual(['seller', 'seller2', 'subseller']);
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/user/${STAFF}`, token: custom.token })).msg).toBe(DENIED);
  });
});

describe('data scope 5 (only self)', () => {
  it('sees only itself', async () => {
    const self = await scopedAdmin(ctx, { key: 'selfonly', dataScope: '5', deptId: 110 });
    const res = await ctx.call<{ rows: SysUser[] }>({ method: 'GET', url: '/prod-api/system/user/list', token: self.token });
    expect(res.rows.map((r) => r.userName)).toEqual(['selfonly']);
  });
});
