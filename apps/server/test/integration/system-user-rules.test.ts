import { type SysRoleLite, formatMessage } from '@ceping/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { multipart, scopedAdmin, userRow, xlsxOf } from './system-user.fixtures.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
const addUser = (body: Record<string, unknown>, token = admin) =>
  ctx.call({ method: 'POST', url: '/prod-api/system/user', payload: { password: 'secret1', nickName: 'n', ...body }, token });
const importUsers = (rows: (string | number)[][], updateSupport = 'false') =>
  xlsxOf([['部门编号', '登录名称', '用户名称'], ...rows]).then((file) => {
    const { payload, headers } = multipart('file', 'users.xlsx', file);
    return ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', query: { updateSupport }, payload, headers, token: admin });
  });
async function live(userName: string) {
  return ctx.db
    .select()
    .from(sysUser)
    .where(and(sql`lower(${sysUser.userName}) = lower(${userName})`, eq(sysUser.delFlag, '0')));
}

describe('user names are unique whatever their case', () => {
  it('refuses to add ADMIN beside admin', async () => {
    for (const userName of ['ADMIN', 'Admin', 'SELLER2']) {
      expect(await addUser({ userName }), userName).toEqual({ code: 500, msg: zh('user.add.nameExists', userName) });
    }
    expect(await live('admin')).toHaveLength(1);
    expect(await live('seller2')).toHaveLength(1);
  });

  it('is enforced by the database too', async () => {
    await expect(ctx.db.insert(sysUser).values({ userName: 'StAfF', nickName: 'x', createBy: 'test' })).rejects.toThrow();
    expect(await live('staff')).toHaveLength(1);
  });

  it('reports an import row whose name exists in another case, and two rows differing only in case', async () => {
    const existing = await importUsers([['', 'ADMIN', '冒名']]);
    expect(existing.code).toBe(500);
    expect(existing.msg).toContain(zh('user.import.rowExists', 1, 'ADMIN'));
    const twins = await importUsers([
      ['', 'TwinUser', '甲'],
      ['', 'twinuser', '乙'],
    ]);
    expect(twins.code).toBe(500);
    expect(twins.msg).toContain(zh('user.import.rowExists', 1, 'twinuser'));
    expect(await live('twinuser')).toEqual([]);
    expect((await userRow(ctx, 1)).nickName).toBe('管理员');
  });
});

describe('nicknames cannot carry markup', () => {
  const xss = ['<script>x</script>', '<img src=x onerror=alert(1)>', 'a<b', 'b>a'];

  it('on add and edit', async () => {
    for (const nickName of xss) {
      expect(await addUser({ userName: 'xssuser', nickName }), nickName).toEqual({ code: 500, msg: zh('user.nickNameXss') });
      expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user', payload: { userId: 3, nickName }, token: admin })).msg, nickName).toBe(
        zh('user.nickNameXss'),
      );
    }
    expect(await live('xssuser')).toEqual([]);
    expect((await userRow(ctx, 3)).nickName).toBe('优品商家');
    const en = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/user',
      payload: { userName: 'xssuser', password: 'secret1', nickName: '<b>x</b>' },
      token: admin,
      headers: { 'content-language': 'en-US' },
    });
    expect(en.msg).toBe(formatMessage('en-US', 'user.nickNameXss'));
    expect(await addUser({ userName: 'amp_user', nickName: 'Tom & Jerry "测试"' })).toMatchObject({ code: 200 });
  });

  it('on the own profile', async () => {
    const seller = await ctx.login('seller2');
    for (const nickName of xss) {
      const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/user/profile', payload: { nickName }, token: seller });
      expect(res, nickName).toEqual({ code: 500, msg: zh('user.nickNameXss') });
    }
    expect((await userRow(ctx, 4)).nickName).toBe('环球好物');
  });

  it('in an import sheet', async () => {
    const res = await importUsers([['', 'sheetxss', '<script>x</script>']]);
    expect(res.code).toBe(500);
    expect(res.msg).toContain(zh('user.nickNameXss'));
    expect(await live('sheetxss')).toEqual([]);
  });
});

describe('accounts created by an administrator get the default site', () => {
  it('when added or imported', async () => {
    expect(await addUser({ userName: 'sited_add', deptId: 105 })).toMatchObject({ code: 200 });
    expect((await importUsers([['105', 'sited_imp', '导入']])).code).toBe(200);
    for (const name of ['sited_add', 'sited_imp']) {
      const [row] = await live(name);
      expect(row.siteId, name).toBe(1);
      expect(row.deptId, name).toBe(105);
    }
  });
});

describe('DELETE /system/user/{ids} with ids that are not live users', () => {
  it('fails for a missing or already deleted id and deletes nothing of the batch', async () => {
    expect(await ctx.call({ method: 'DELETE', url: '/prod-api/system/user/999999', token: admin })).toEqual({ code: 500, msg: zh('error.notFound') });
    expect(await addUser({ userName: 'doomed' })).toMatchObject({ code: 200 });
    const [doomed] = await live('doomed');
    const mixed = await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${doomed.userId},999999`, token: admin });
    expect(mixed).toEqual({ code: 500, msg: zh('error.notFound') });
    expect((await userRow(ctx, doomed.userId)).delFlag).toBe('0');
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${doomed.userId}`, token: admin })).code).toBe(200);
    expect(await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${doomed.userId}`, token: admin })).toEqual({ code: 500, msg: zh('error.notFound') });
  });

  it('answers a scoped caller the same for a missing id as for a foreign one', async () => {
    const scoped = await scopedAdmin(ctx, { key: 'delscope', dataScope: '4', deptId: 105 });
    const call = (ids: string) => ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${ids}`, token: scoped.token });
    const foreign = await call('3');
    const missing = await call('999999');
    expect(foreign).toEqual({ code: 500, msg: zh('user.scope.denied') });
    expect(missing).toEqual(foreign);
    expect((await userRow(ctx, 3)).delFlag).toBe('0');
  });
});

describe('GET /system/user/authRole/{id}', () => {
  it('returns the roles with their creation time', async () => {
    const res = await ctx.call<{ roles: SysRoleLite[] }>({ method: 'GET', url: '/prod-api/system/user/authRole/3', token: admin });
    expect(res.code).toBe(200);
    expect(res.roles.length).toBeGreaterThan(0);
    for (const r of res.roles) expect(r.createTime, r.roleKey).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.roles.find((r) => r.roleKey === 'common')?.flag).toBe(true);
  });
});
