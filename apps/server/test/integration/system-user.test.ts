import type { SysRoleLite, SysUser, TreeSelect } from '@ceping/contract';
import { verify } from '@node-rs/bcrypt';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysOperLog, sysUser, sysUserNameSuffix, sysUserPost } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { roleIdsOf, scopedAdmin, userRow } from './system-user.fixtures.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

type Table = { rows: SysUser[]; total: number };
const list = (query: Record<string, string>, token = admin) => ctx.call<Table>({ method: 'GET', url: '/prod-api/system/user/list', query, token });

async function addUser(body: Record<string, unknown>, token = admin) {
  return ctx.call({ method: 'POST', url: '/prod-api/system/user', payload: { password: 'secret1', nickName: 'n', ...body }, token });
}
async function idOf(userName: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
  return row.id;
}

describe('GET /system/user/list', () => {
  it('filters, pages, sorts and joins the dept', async () => {
    const all = await list({});
    expect(all.code).toBe(200);
    expect(all.total).toBe(5);
    expect(all.rows[0].dept?.deptName).toBeTruthy();
    expect(all.rows[0]).not.toHaveProperty('password');
    expect((await list({ userName: 'seller' })).rows.map((r) => r.userName)).toEqual(['seller', 'seller2', 'subseller']);
    expect((await list({ phonenumber: '1380000000' })).total).toBe(3);
    // deptId 101 covers its descendants 103 (admin) and 105 (staff), not 110 (sellers).
    expect((await list({ deptId: '101' })).rows.map((r) => r.userName)).toEqual(['admin', 'staff']);
    expect((await list({ userName: '%' })).total).toBe(0);
    expect((await list({ 'params[beginTime]': '2999-01-01' })).total).toBe(0);
    const paged = await list({ pageSize: '2', pageNum: '2', orderByColumn: 'userName', isAsc: 'desc' });
    expect(paged.total).toBe(5);
    expect(paged.rows.map((r) => r.userName)).toEqual(['seller2', 'seller']);
  });

  it('refuses unknown sort columns and bad dates', async () => {
    expect((await list({ orderByColumn: 'password' })).code).toBe(500);
    expect((await list({ 'params[beginTime]': '2024-13-45x' })).code).toBe(500);
  });

  it('is forbidden without system:user:list', async () => {
    expect((await list({}, seller)).code).toBe(403);
  });
});

describe('GET /system/user/{id?}', () => {
  it('offers roles without the admin role and all posts', async () => {
    const res = await ctx.call<{ roles: SysRoleLite[]; posts: { postId: number }[]; data?: unknown }>({
      method: 'GET',
      url: '/prod-api/system/user/',
      token: admin,
    });
    expect(res.code).toBe(200);
    expect(res.roles.map((r) => r.roleKey)).not.toContain('admin');
    expect(res.roles.length).toBeGreaterThan(0);
    expect(res.posts).toHaveLength(4);
    expect(res.data).toBeUndefined();
  });

  it('returns a user with roleIds and postIds; the admin role only for user 1', async () => {
    const one = await ctx.call<{ data: SysUser; roles: SysRoleLite[]; roleIds: number[]; postIds: number[] }>({
      method: 'GET',
      url: '/prod-api/system/user/1',
      token: admin,
    });
    expect(one.data.userName).toBe('admin');
    expect(one.roleIds).toEqual([1]);
    expect(one.postIds).toEqual([1]);
    expect(one.roles.map((r) => r.roleKey)).toContain('admin');
    const staff = await ctx.call<{ data: SysUser; roleIds: number[] }>({ method: 'GET', url: '/prod-api/system/user/2', token: admin });
    expect(staff.roleIds).toEqual([2]);
    expect(staff.data.roles?.[0].roleKey).toBe('service');
  });

  it('validates the id, answers missing users as not found, and needs system:user:query', async () => {
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/user/abc', token: admin })).code).toBe(500);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/user/99999', token: admin })).code).toBe(500);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/user/2', token: seller })).code).toBe(403);
  });
});

describe('POST /system/user', () => {
  it('creates a user with a bcrypt password, roles, posts and createBy; ignores unknown fields', async () => {
    const res = await addUser({
      userName: 'newbie',
      nickName: '新人',
      deptId: 105,
      phonenumber: '13900000001',
      email: 'newbie@x.cn',
      roleIds: [2],
      postIds: [3],
      money: '999',
      rate: '9',
      userId: 1,
    });
    expect(res.code).toBe(200);
    const id = await idOf('newbie');
    expect(id).toBeGreaterThanOrEqual(100);
    const row = await userRow(ctx, id);
    expect(row.password.startsWith('$2')).toBe(true);
    expect(await verify('secret1', row.password)).toBe(true);
    expect(row.money).toBe('0.00');
    expect(row.rate).toBe('0.0000');
    expect(row.createBy).toBe('admin');
    expect(await roleIdsOf(ctx, id)).toEqual([2]);
    const posts = await ctx.db.select().from(sysUserPost).where(eq(sysUserPost.userId, id));
    expect(posts.map((p) => p.postId)).toEqual([3]);
    await expect.poll(async () => (await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.operUrl, '/prod-api/system/user'))).length).toBeGreaterThan(0);
    const [logRow] = await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.operUrl, '/prod-api/system/user'));
    expect(logRow.title).toBe('用户管理');
    expect(logRow.businessType).toBe(1);
    expect(logRow.operParam).not.toContain('secret1');
  });

  it('refuses duplicate account, phone and email', async () => {
    expect((await addUser({ userName: 'seller' })).msg).toBe("新增用户'seller'失败，登录账号已存在");
    expect((await addUser({ userName: 'dup1', phonenumber: '13800000001' })).msg).toContain('手机号码已存在');
    expect((await addUser({ userName: 'dup2', email: 'seller@ceping.example' })).msg).toContain('邮箱账号已存在');
    const en = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/user',
      payload: { userName: 'seller', password: 'secret1', nickName: 'x' },
      token: admin,
      headers: { 'content-language': 'en-US' },
    });
    expect(en.msg).toBe("Could not add user 'seller': the account already exists");
  });

  it('validates the body', async () => {
    const short = await addUser({ userName: 'a' });
    expect(short.code).toBe(500);
    expect(short.msg).toBe('用户账号长度必须介于 2 和 20 之间');
    expect((await addUser({ userName: 'okname', password: '123' })).msg).toBe('用户密码长度必须介于 5 和 20 之间');
    expect((await addUser({ userName: 'okname', phonenumber: '12345' })).code).toBe(500);
    expect((await addUser({ userName: 'okname', deptId: 999 })).msg).toBe('所选部门不存在');
    expect((await addUser({ userName: 'okname', postIds: [99] })).msg).toBe('所选岗位不存在');
  });

  it('never assigns the super-admin role', async () => {
    const res = await addUser({ userName: 'sneaky', roleIds: [1] });
    expect(res.code).toBe(500);
    expect(res.msg).toBe('没有权限访问角色数据！');
  });

  it('is forbidden without system:user:add', async () => {
    expect((await addUser({ userName: 'bysell' }, seller)).code).toBe(403);
  });
});

describe('the user-name filter (a name suffix index, kept by triggers)', () => {
  const names = async (userName: string) => (await list({ userName })).rows.map((r) => r.userName);
  const suffixes = async (id: number) =>
    (await ctx.db.select({ suffix: sysUserNameSuffix.suffix }).from(sysUserNameSuffix).where(eq(sysUserNameSuffix.userId, id))).map((r) => r.suffix).sort();

  it('matches anywhere in the name whatever the case, takes wildcards literally, follows renames and removals', async () => {
    expect((await addUser({ userName: 'Mixed_Case9' })).code).toBe(200);
    const id = await idOf('Mixed_Case9');
    const lower = 'mixed_case9';
    expect(await suffixes(id)).toEqual([...lower].map((_, i) => lower.slice(i)).sort());
    expect(await names('xed_c')).toEqual(['Mixed_Case9']);
    expect(await names('MIXED')).toEqual(['Mixed_Case9']);
    expect(await names('case9')).toEqual(['Mixed_Case9']);
    // `_` and `%` are letters here, not LIKE wildcards
    expect(await names('i_e')).toEqual([]);
    expect(await names('d%c')).toEqual([]);
    expect((await list({ userName: 'ase' })).total).toBe(1);

    // accounts are never renamed through the API; a rename in the database moves the suffixes with it
    await ctx.db.update(sysUser).set({ userName: 'Other_Name9' }).where(eq(sysUser.userId, id));
    expect(await names('case9')).toEqual([]);
    expect(await names('r_nAm')).toEqual(['Other_Name9']);
    // an update that leaves the name alone (as every balance movement does) leaves its suffixes alone
    await ctx.db.update(sysUser).set({ remark: 'touched' }).where(eq(sysUser.userId, id));
    expect(await suffixes(id)).toHaveLength('other_name9'.length);

    await ctx.db.delete(sysUser).where(eq(sysUser.userId, id));
    expect(await suffixes(id)).toEqual([]);
    expect(await names('other')).toEqual([]);
  });
});

describe('PUT /system/user', () => {
  it('updates fields, replaces roles and posts, never changes userName', async () => {
    const id = await idOf('newbie');
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/user',
      payload: { userId: id, userName: 'renamed', nickName: '改名', deptId: 103, roleIds: [3], postIds: [], sex: '1', remark: 'r', money: '5' },
      token: admin,
    });
    expect(res.code).toBe(200);
    const row = await userRow(ctx, id);
    expect(row.userName).toBe('newbie');
    expect(row.nickName).toBe('改名');
    expect(row.deptId).toBe(103);
    expect(row.money).toBe('0.00');
    expect(row.updateBy).toBe('admin');
    expect(await roleIdsOf(ctx, id)).toEqual([3]);
    expect(await ctx.db.select().from(sysUserPost).where(eq(sysUserPost.userId, id))).toHaveLength(0);
  });

  it('protects user 1, checks uniqueness, validates and needs system:user:edit', async () => {
    const protectedRes = await ctx.call({ method: 'PUT', url: '/prod-api/system/user', payload: { userId: 1, nickName: 'x' }, token: admin });
    expect(protectedRes.msg).toBe('不允许操作超级管理员用户');
    const id = await idOf('newbie');
    const dup = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/user',
      payload: { userId: id, nickName: 'x', phonenumber: '13800000002' },
      token: admin,
    });
    expect(dup.msg).toBe("修改用户'newbie'失败，手机号码已存在");
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user', payload: { userId: id, nickName: '' }, token: admin })).msg).toBe('用户昵称不能为空');
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user', payload: { userId: id, nickName: 'x' }, token: seller })).code).toBe(403);
  });
});

describe('sessions follow status, role and password changes', () => {
  it('disabling a user ends its sessions; the super admin cannot be disabled', async () => {
    expect((await addUser({ userName: 'victim', roleIds: [2] })).code).toBe(200);
    const id = await idOf('victim');
    const token = await ctx.login('victim', 'secret1');
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token })).code).toBe(200);
    const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', payload: { userId: id, status: '1' }, token: admin });
    expect(res.code).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token })).code).toBe(401);
    expect((await userRow(ctx, id)).status).toBe('1');
    await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', payload: { userId: id, status: '0' }, token: admin });
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', payload: { userId: 1, status: '1' }, token: admin })).msg).toBe(
      '不允许操作超级管理员用户',
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', payload: { userId: id, status: '7' }, token: admin })).code).toBe(500);
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', payload: { userId: id, status: '1' }, token: seller })).code).toBe(403);
  });

  it('disabling through edit ends sessions too', async () => {
    const id = await idOf('victim');
    const token = await ctx.login('victim', 'secret1');
    await ctx.call({ method: 'PUT', url: '/prod-api/system/user', payload: { userId: id, nickName: 'v', status: '1' }, token: admin });
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token })).code).toBe(401);
    await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', payload: { userId: id, status: '0' }, token: admin });
  });

  it('a role change takes effect on a live session without logging in again', async () => {
    const id = await idOf('victim');
    const token = await ctx.login('victim', 'secret1');
    expect((await list({}, token)).code).toBe(403);
    const view = await ctx.call<{ user: SysUser; roles: (SysRoleLite & { flag: boolean })[] }>({
      method: 'GET',
      url: `/prod-api/system/user/authRole/${id}`,
      token: admin,
    });
    expect(view.code).toBe(200);
    expect(view.roles.find((r) => r.roleId === 2)?.flag).toBe(true);
    expect(view.roles.find((r) => r.roleId === 3)?.flag).toBe(false);
    expect(view.roles.map((r) => r.roleId)).not.toContain(1);
    const holder = await scopedAdmin(ctx, { key: 'lister', dataScope: '4', deptId: 105 });
    const grant = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/user/authRole',
      query: { userId: String(id), roleIds: `2,${holder.roleId}` },
      token: admin,
    });
    expect(grant.code).toBe(200);
    expect(await roleIdsOf(ctx, id)).toEqual([2, holder.roleId]);
    expect((await list({}, token)).code).toBe(200);
    await ctx.call({ method: 'PUT', url: '/prod-api/system/user/authRole', query: { userId: String(id), roleIds: '2' }, token: admin });
    expect((await list({}, token)).code).toBe(403);
  });

  it('authRole refuses the admin role, user 1, bad input and callers without permission', async () => {
    const id = await idOf('victim');
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/authRole', query: { userId: String(id), roleIds: '1,2' }, token: admin })).msg).toBe(
      '没有权限访问角色数据！',
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/authRole', query: { userId: '1', roleIds: '2' }, token: admin })).msg).toBe(
      '不允许操作超级管理员用户',
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/authRole', query: { userId: String(id), roleIds: '2;drop' }, token: admin })).msg).toBe(
      '编号列表格式不正确',
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/authRole', query: { userId: String(id), roleIds: '2' }, token: seller })).code).toBe(
      403,
    );
    expect((await ctx.call({ method: 'GET', url: `/prod-api/system/user/authRole/${id}`, token: seller })).code).toBe(403);
  });

  it('resetPwd hashes the new password, stamps pwd_update_date and ends sessions', async () => {
    const id = await idOf('victim');
    const token = await ctx.login('victim', 'secret1');
    const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/user/resetPwd', payload: { userId: id, password: 'brandnew1' }, token: admin });
    expect(res.code).toBe(200);
    const row = await userRow(ctx, id);
    expect(row.pwdUpdateDate).toBeInstanceOf(Date);
    expect(await verify('brandnew1', row.password)).toBe(true);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token })).code).toBe(401);
    await ctx.login('victim', 'brandnew1');
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/resetPwd', payload: { userId: 1, password: 'brandnew1' }, token: admin })).msg).toBe(
      '不允许操作超级管理员用户',
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/resetPwd', payload: { userId: id, password: 'a<b>cdef' }, token: admin })).code).toBe(
      500,
    );
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/resetPwd', payload: { userId: id, password: 'brandnew2' }, token: seller })).code).toBe(
      403,
    );
  });
});

describe('DELETE /system/user/{ids}', () => {
  it('refuses a list containing the caller itself, deleting nothing', async () => {
    const self = await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${await idOf('victim')},1`, token: admin });
    expect(self.msg).toBe('当前用户不能删除');
    expect((await userRow(ctx, await idOf('victim'))).delFlag).toBe('0');
  });

  it('soft-deletes, unlinks roles and posts, ends sessions', async () => {
    const ids = [await idOf('victim'), await idOf('newbie')];
    const token = await ctx.login('victim', 'brandnew1');
    const res = await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${ids.join(',')}`, token: admin });
    expect(res.code).toBe(200);
    for (const id of ids) {
      expect((await userRow(ctx, id)).delFlag).toBe('2');
      expect(await roleIdsOf(ctx, id)).toEqual([]);
    }
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token })).code).toBe(401);
    expect((await list({ userName: 'victim' })).total).toBe(0);
    // The name is free again.
    expect((await addUser({ userName: 'victim' })).code).toBe(200);
  });

  it('validates the id list and needs system:user:remove', async () => {
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/user/a,b', token: admin })).msg).toBe('编号列表格式不正确');
    expect((await ctx.call({ method: 'DELETE', url: '/prod-api/system/user/4', token: seller })).code).toBe(403);
  });
});

describe('GET /system/user/deptTree', () => {
  it('builds the dept tree with disabled flags', async () => {
    await ctx.db.update(sysDept).set({ status: '1' }).where(eq(sysDept.deptId, 109));
    const res = await ctx.call<{ data: TreeSelect[] }>({ method: 'GET', url: '/prod-api/system/user/deptTree', token: admin });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(1);
    expect(res.data[0].id).toBe(100);
    const changsha = res.data[0].children?.find((c) => c.id === 102);
    expect(changsha?.children?.find((c) => c.id === 109)?.disabled).toBe(true);
    expect(changsha?.children?.find((c) => c.id === 108)?.disabled).toBe(false);
    const leaf = changsha?.children?.find((c) => c.id === 108);
    expect(leaf).not.toHaveProperty('children');
    const named = await ctx.call<{ data: TreeSelect[] }>({ method: 'GET', url: '/prod-api/system/user/deptTree', query: { deptName: '财务' }, token: admin });
    expect(named.data.map((n) => n.id).sort()).toEqual([106, 109]);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/user/deptTree', query: { status: '9' }, token: admin })).code).toBe(500);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/user/deptTree', token: seller })).code).toBe(403);
  });
});
