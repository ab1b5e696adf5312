import type { SysDept } from '@ceping/contract';
import { hash } from '@node-rs/bcrypt';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysDept, sysMenu, sysOperLog, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

/** Departments (RuoYi §5.1): flat lists, detail, add / edit / delete with RuoYi's rules, sort, data scope. */
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
    url: `/prod-api/system/dept${url}`,
    token: extra.token ?? admin,
    payload: extra.payload,
    query: extra.query,
    headers: extra.lang ? { 'accept-language': extra.lang } : undefined,
  });
const list = (query?: Record<string, string>, token?: string) => api<{ data: SysDept[] }>('GET', '/list', { query, token });
const row = async (deptId: number) => (await ctx.db.select().from(sysDept).where(eq(sysDept.deptId, deptId)))[0];

let seq = 0;
/** Adds a dept through the API and returns its row. */
async function addDept(parentId: number, extra: Partial<{ deptName: string; status: '0' | '1'; orderNum: number }> = {}) {
  seq++;
  const body = { parentId, deptName: `测试部门${seq}`, orderNum: seq, ...extra };
  const res = await api('POST', '', { payload: body });
  expect(res.msg).toBe('操作成功');
  const [created] = await ctx.db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptName, body.deptName), eq(sysDept.parentId, parentId), eq(sysDept.delFlag, '0')));
  return created;
}
const edit = (d: typeof sysDept.$inferSelect, change: Record<string, unknown>, token?: string, lang?: string) =>
  api('PUT', '', { payload: { deptId: d.deptId, parentId: d.parentId, deptName: d.deptName, orderNum: d.orderNum, status: d.status, ...change }, token, lang });

/** A user in `deptId` whose one role holds every system:dept:* permission with the given data scope. */
async function scopedDeptAdmin(key: string, dataScope: '2' | '3' | '4' | '5', deptId: number, customDepts: number[] = []) {
  const [role] = await ctx.db
    .insert(sysRole)
    .values({ roleName: `部门-${key}`, roleKey: key, roleSort: 10, dataScope, createBy: 'test' })
    .returning({ roleId: sysRole.roleId });
  const menus = await ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(like(sysMenu.perms, 'system:dept:%'));
  await ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role.roleId, menuId: m.id })));
  if (customDepts.length) await ctx.db.insert(sysRoleDept).values(customDepts.map((d) => ({ roleId: role.roleId, deptId: d })));
  const [user] = await ctx.db
    .insert(sysUser)
    .values({ userName: key, nickName: key, deptId, password: await hash('admin123', { cost: 4 }), createBy: 'test' })
    .returning({ userId: sysUser.userId });
  await ctx.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return { userId: user.userId, token: await ctx.login(key) };
}

const DEPT_KEYS = [
  'ancestors',
  'children',
  'createBy',
  'createTime',
  'delFlag',
  'deptId',
  'deptName',
  'email',
  'leader',
  'orderNum',
  'parentId',
  'parentName',
  'phone',
  'status',
  'updateBy',
  'updateTime',
];

describe('GET /system/dept/list, /list/exclude/{deptId}, /{deptId}', () => {
  it('answers the live depts flat, by parent and order, with every SysDept field', async () => {
    const res = await list();
    expect(res).toMatchObject({ code: 200, msg: '操作成功' });
    expect(Object.keys(res.data[0]).sort()).toEqual(DEPT_KEYS);
    expect(res.data[0]).toMatchObject({ deptId: 100, parentId: 0, ancestors: '0', children: [], parentName: null });
    const parents = res.data.map((d) => d.parentId);
    expect(parents).toEqual([...parents].sort((a, b) => a - b));
    expect(res.data.filter((d) => d.parentId === 101).map((d) => d.deptId)).toEqual([103, 104, 105, 106, 107]);
  });

  it('filters by name (like), status, parent and id', async () => {
    expect((await list({ deptName: '财务' })).data.map((d) => d.deptId)).toEqual([106, 109]);
    expect((await list({ parentId: '102' })).data.map((d) => d.deptId)).toEqual([108, 109]);
    expect((await list({ deptId: '105' })).data.map((d) => d.deptId)).toEqual([105]);
    expect((await list({ status: '1' })).data.every((d) => d.status === '1')).toBe(true);
  });

  it('list/exclude leaves out the dept and everything below it', async () => {
    const res = await api<{ data: SysDept[] }>('GET', '/list/exclude/101');
    const ids = res.data.map((d) => d.deptId);
    for (const gone of [101, 103, 104, 105, 106, 107]) expect(ids).not.toContain(gone);
    for (const kept of [100, 102, 108, 109, 110]) expect(ids).toContain(kept);
  });

  it('answers one dept with its parent name, and a missing one in both languages', async () => {
    const res = await api<{ data: SysDept }>('GET', '/103');
    expect(res.data).toMatchObject({ deptId: 103, deptName: '研发部门', parentName: '深圳总公司', ancestors: '0,100,101' });
    expect((await api('GET', '/999999')).msg).toBe('部门不存在');
    expect((await api('GET', '/999999', { lang: 'en-US' })).msg).toBe('The department does not exist');
    expect((await api('GET', '/abc')).code).toBe(500);
  });
});

describe('POST /system/dept', () => {
  it('computes ancestors on the server from the parent', async () => {
    const created = await addDept(102, { deptName: '长沙研发' });
    expect(created).toMatchObject({ parentId: 102, ancestors: '0,100,102', status: '0', createBy: 'admin' });
    const child = await addDept(created.deptId);
    expect(child.ancestors).toBe(`0,100,102,${created.deptId}`);
  });

  it('refuses a name taken under the same parent (not under another), in both languages', async () => {
    expect((await api('POST', '', { payload: { parentId: 101, deptName: '研发部门', orderNum: 1 } })).msg).toBe("新增部门'研发部门'失败，部门名称已存在");
    expect((await api('POST', '', { payload: { parentId: 101, deptName: '研发部门', orderNum: 1 }, lang: 'en-US' })).msg).toBe(
      "Failed to add department '研发部门': the department name already exists",
    );
    await addDept(102, { deptName: '研发部门' });
  });

  it('refuses a disabled or missing parent', async () => {
    const off = await addDept(100, { status: '1' });
    expect((await api('POST', '', { payload: { parentId: off.deptId, deptName: 'x', orderNum: 1 } })).msg).toBe('部门停用，不允许新增');
    expect((await api('POST', '', { payload: { parentId: off.deptId, deptName: 'x', orderNum: 1 }, lang: 'en-US' })).msg).toBe(
      'The department is disabled; nothing can be added below it',
    );
    expect((await api('POST', '', { payload: { parentId: 999999, deptName: 'x', orderNum: 1 } })).msg).toBe('部门不存在');
  });

  it('validates the body with localized messages', async () => {
    expect((await api('POST', '', { payload: { parentId: 100, deptName: '', orderNum: 1 } })).msg).toBe('部门名称不能为空');
    expect((await api('POST', '', { payload: { parentId: 100, deptName: 'x'.repeat(31), orderNum: 1 }, lang: 'en-US' })).msg).toBe(
      'The department name cannot exceed 30 characters',
    );
    expect((await api('POST', '', { payload: { parentId: 0, deptName: 'x', orderNum: 1 } })).msg).toBe('上级部门不能为空');
    expect((await api('POST', '', { payload: { parentId: 100, deptName: 'x' } })).msg).toBe('显示排序不能为空（0 到 9999 的整数）');
    expect((await api('POST', '', { payload: { parentId: 100, deptName: 'x', orderNum: 1, phone: '123' } })).msg).toBe('请输入正确的手机号码');
    expect((await api('POST', '', { payload: { parentId: 100, deptName: 'x', orderNum: 1, email: 'nope' } })).msg).toBe('请输入正确的邮箱地址');
  });
});

describe('PUT /system/dept', () => {
  it('refuses itself or a dept below it as the parent (no cycles)', async () => {
    const a = await addDept(100);
    const b = await addDept(a.deptId);
    const c = await addDept(b.deptId);
    expect((await edit(a, { parentId: a.deptId })).msg).toBe(`修改部门'${a.deptName}'失败，上级部门不能是自己`);
    expect((await edit(a, { parentId: c.deptId })).msg).toBe(`修改部门'${a.deptName}'失败，上级部门不能是自己的下级部门`);
    expect((await edit(a, { parentId: b.deptId }, undefined, 'en-US')).msg).toBe(
      `Failed to edit department '${a.deptName}': the parent department cannot be one of its own sub-departments`,
    );
    expect((await row(a.deptId)).parentId).toBe(100);
  });

  it('a move rewrites the ancestors of the dept and of everything below it', async () => {
    const a = await addDept(102);
    const b = await addDept(a.deptId);
    const c = await addDept(b.deptId);
    expect((await edit(a, { parentId: 104 })).msg).toBe('操作成功');
    expect((await row(a.deptId)).ancestors).toBe('0,100,101,104');
    expect((await row(b.deptId)).ancestors).toBe(`0,100,101,104,${a.deptId}`);
    expect((await row(c.deptId)).ancestors).toBe(`0,100,101,104,${a.deptId},${b.deptId}`);
    // the user list's dept filter (that dept and below) follows the move
    const [u] = await ctx.db
      .insert(sysUser)
      .values({ userName: `in_${c.deptId}`, nickName: 'c', deptId: c.deptId, createBy: 'test' })
      .returning({ userId: sysUser.userId });
    const users = await ctx.call<{ rows: { userId: number }[] }>({ method: 'GET', url: '/prod-api/system/user/list', token: admin, query: { deptId: '101' } });
    expect(users.rows.map((r) => r.userId)).toContain(u.userId);
    // a dept that keeps its name under a parent that already has it is refused
    expect((await edit(b, { parentId: 101, deptName: '研发部门' })).msg).toBe("修改部门'研发部门'失败，部门名称已存在");
  });

  it('refuses disabling while a dept below is enabled; enabling a dept enables those above it', async () => {
    const a = await addDept(100);
    const b = await addDept(a.deptId);
    expect((await edit(a, { status: '1' })).msg).toBe('该部门包含未停用的子部门！');
    expect((await edit(a, { status: '1' }, undefined, 'en-US')).msg).toBe('The department has sub-departments that are not disabled!');
    expect((await edit(b, { status: '1' })).msg).toBe('操作成功');
    expect((await edit(a, { status: '1' })).msg).toBe('操作成功');
    expect((await row(a.deptId)).status).toBe('1');
    expect((await edit({ ...b, status: '1' }, { status: '0' })).msg).toBe('操作成功');
    expect((await row(a.deptId)).status).toBe('0');
  });

  it('keeps a root a root and gives any other dept a parent', async () => {
    const root = await row(100);
    expect((await edit(root, { leader: '测评', orderNum: 0 })).msg).toBe('操作成功');
    const a = await addDept(100);
    expect((await edit(a, { parentId: 0 })).msg).toBe('上级部门不能为空');
    expect((await edit(a, { deptId: 999999 })).msg).toBe('部门不存在');
  });

  it('a rename reaches the live sessions of the dept members (operation log names the new dept)', async () => {
    const home = await addDept(101);
    const member = await scopedDeptAdmin('dept_rename', '4', home.deptId);
    expect((await edit(home, { deptName: '改名后的部门' })).msg).toBe('操作成功');
    const res = await api('PUT', '/updateSort', { payload: { deptIds: String(home.deptId), orderNums: '7' }, token: member.token });
    expect(res.msg).toBe('操作成功');
    await vi.waitFor(async () => {
      const [log] = await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.operName, 'dept_rename')).orderBy(desc(sysOperLog.operId)).limit(1);
      expect(log?.deptName).toBe('改名后的部门');
    });
  });
});

describe('DELETE /system/dept/{deptId}', () => {
  it('refuses (601) a dept with depts below it or with users, then soft-deletes', async () => {
    const a = await addDept(100);
    const b = await addDept(a.deptId);
    const res = await api('DELETE', `/${a.deptId}`);
    expect(res).toMatchObject({ code: 601, msg: '存在下级部门,不允许删除' });
    expect((await api('DELETE', `/${a.deptId}`, { lang: 'en-US' })).msg).toBe('The department has sub-departments and cannot be deleted');
    const [u] = await ctx.db
      .insert(sysUser)
      .values({ userName: `del_${b.deptId}`, nickName: 'b', deptId: b.deptId, createBy: 'test' })
      .returning();
    expect(await api('DELETE', `/${b.deptId}`)).toMatchObject({ code: 601, msg: '部门存在用户,不允许删除' });
    await ctx.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, u.userId));
    expect((await api('DELETE', `/${b.deptId}`)).msg).toBe('操作成功');
    expect((await row(b.deptId)).delFlag).toBe('2');
    expect((await api('DELETE', `/${a.deptId}`)).msg).toBe('操作成功');
    expect((await list()).data.map((d) => d.deptId)).not.toContain(a.deptId);
    expect((await api('GET', `/${a.deptId}`)).msg).toBe('部门不存在');
  });
});

describe('PUT /system/dept/updateSort', () => {
  it('saves order numbers pairwise and refuses uneven lists', async () => {
    const a = await addDept(102);
    const b = await addDept(102);
    expect((await api('PUT', '/updateSort', { payload: { deptIds: `${a.deptId},${b.deptId}`, orderNums: '9,8' } })).msg).toBe('操作成功');
    expect([(await row(a.deptId)).orderNum, (await row(b.deptId)).orderNum]).toEqual([9, 8]);
    expect((await api('PUT', '/updateSort', { payload: { deptIds: `${a.deptId}`, orderNums: '1,2' } })).msg).toBe('保存排序异常，请联系管理员');
  });
});

describe('permissions and data scope', () => {
  it('refuses every dept route to a user without the permissions', async () => {
    const seller = await ctx.login('seller');
    for (const [method, url] of [
      ['GET', '/list'],
      ['GET', '/list/exclude/101'],
      ['GET', '/103'],
      ['POST', ''],
      ['PUT', ''],
      ['PUT', '/updateSort'],
      ['DELETE', '/103'],
    ] as [Method, string][]) {
      expect((await api(method, url, { token: seller, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).code, `${method} ${url}`).toBe(403);
    }
  });

  it('"own dept and below": sees, reads and changes only depts in its subtree', async () => {
    const { token } = await scopedDeptAdmin('dept_scope4', '4', 101);
    const seen = (await list(undefined, token)).data.map((d) => d.deptId);
    expect(seen).toEqual(expect.arrayContaining([101, 103, 104, 105, 106, 107]));
    for (const hidden of [100, 102, 108, 109, 110]) expect(seen).not.toContain(hidden);
    expect((await api('GET', '/list/exclude/103', { token })).data).not.toContainEqual(expect.objectContaining({ deptId: 102 }));
    expect((await api('GET', '/102', { token })).msg).toBe('没有权限访问部门数据！');
    expect((await api('GET', '/102', { token, lang: 'en-US' })).msg).toBe('No permission to access this department data!');
    expect((await api('GET', '/999999', { token })).msg).toBe('没有权限访问部门数据！');
    expect((await api('POST', '', { token, payload: { parentId: 102, deptName: 'x', orderNum: 1 } })).msg).toBe('没有权限访问部门数据！');
    const r108 = await row(108);
    expect((await edit(r108, { deptName: '越权' }, token)).msg).toBe('没有权限访问部门数据！');
    // a dept of its own cannot be moved out of its scope
    const mine = await addDept(103);
    expect((await edit(mine, { parentId: 102 }, token)).msg).toBe('没有权限访问部门数据！');
    expect((await edit(mine, { leader: '本人' }, token)).msg).toBe('操作成功');
    expect((await api('DELETE', '/109', { token })).msg).toBe('没有权限访问部门数据！');
    expect((await api('PUT', '/updateSort', { token, payload: { deptIds: '108', orderNums: '1' } })).msg).toBe('没有权限访问部门数据！');
    expect((await api('DELETE', `/${mine.deptId}`, { token })).msg).toBe('操作成功');
  });

  it('"custom": sees only the role\'s depts, as the users\' dept tree does', async () => {
    const { token } = await scopedDeptAdmin('dept_scope2', '2', 105, [105, 108]);
    expect((await list(undefined, token)).data.map((d) => d.deptId)).toEqual([105, 108]);
  });
});
