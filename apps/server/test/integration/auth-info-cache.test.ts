import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfo } from '../../src/modules/auth/info-cache.ts';
import { sysDept, sysSite, sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

/**
 * `getInfo` answers its user, roles and permissions from memory while the rows they come from are
 * unchanged (modules/auth/info-cache.ts). Every change shows on the very next call, whoever made it:
 * here with plain SQL, which no cache-aware code sees.
 */
let ctx: TestContext;
let seller: string;
let subseller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await ctx.login('seller');
  subseller = await ctx.login('subseller');
});
afterAll(() => ctx.close());

interface Info {
  user: {
    userId: number;
    nickName: string;
    money: string;
    dept: { deptId: number; deptName: string } | null;
    site: { siteId: number; siteName: string } | null;
    parent: { nickName: string } | null;
  };
  roles: string[];
  permissions: string[];
}
const getInfo = async (token: string) => {
  const res = await ctx.call<Info>({ method: 'GET', url: '/prod-api/getInfo', token });
  expect(res.code).toBe(200);
  return res;
};

describe('getInfo from memory', () => {
  it('reads the user again only when something it shows changed', async () => {
    const session = await ctx.app.sessions.resolve(seller);
    if (!session) throw new Error('no session');
    let loads = 0;
    const load: NonNullable<Parameters<typeof userInfo>[4]> = async (db, userId, lang) => {
      loads++;
      const { loadUserView } = await import('../../src/modules/system/user/index.ts');
      const { loadUserAuth } = await import('../../src/modules/auth/permissions.ts');
      const view = await loadUserView(db, userId, lang);
      return view ? { view, auth: await loadUserAuth(db, userId) } : undefined;
    };
    const first = await userInfo(ctx.db, ctx.store, session, 'zh-CN', load);
    const again = await userInfo(ctx.db, ctx.store, session, 'zh-CN', load);
    expect(loads).toBe(1);
    expect(again).toBe(first);
    // Each language has its own answer (labels differ).
    await userInfo(ctx.db, ctx.store, session, 'en-US', load);
    expect(loads).toBe(2);
    await ctx.db.execute(sql`update sys_user set remark = remark where user_id = ${session.userId}`);
    const fresh = await userInfo(ctx.db, ctx.store, session, 'zh-CN', load);
    expect(loads).toBe(3);
    expect(fresh).not.toBe(first);
  });

  it('shows a new balance, nickname, dept name, site name and parent name on the next call', async () => {
    const before = await getInfo(seller);
    const { userId } = before.user;
    const deptId = before.user.dept?.deptId;
    const siteId = before.user.site?.siteId;
    if (!deptId || !siteId) throw new Error('the demo seller has a dept and a site');
    const [{ deptName }] = await ctx.db.select({ deptName: sysDept.deptName }).from(sysDept).where(eq(sysDept.deptId, deptId));
    const [{ siteName }] = await ctx.db.select({ siteName: sysSite.siteName }).from(sysSite).where(eq(sysSite.siteId, siteId));
    const money = (Number(before.user.money) + 1.23).toFixed(2);
    try {
      await ctx.db.update(sysUser).set({ money }).where(eq(sysUser.userId, userId));
      expect((await getInfo(seller)).user.money).toBe(money);

      await ctx.db.update(sysUser).set({ nickName: 'Renamed seller' }).where(eq(sysUser.userId, userId));
      expect((await getInfo(seller)).user.nickName).toBe('Renamed seller');
      // The sub-account shows its parent's new name.
      expect((await getInfo(subseller)).user.parent?.nickName).toBe('Renamed seller');

      await ctx.db.update(sysDept).set({ deptName: 'Renamed dept' }).where(eq(sysDept.deptId, deptId));
      expect((await getInfo(seller)).user.dept?.deptName).toBe('Renamed dept');

      await ctx.db.update(sysSite).set({ siteName: 'Renamed site' }).where(eq(sysSite.siteId, siteId));
      expect((await getInfo(seller)).user.site?.siteName).toBe('Renamed site');
    } finally {
      await ctx.db.update(sysUser).set({ money: before.user.money, nickName: before.user.nickName }).where(eq(sysUser.userId, userId));
      await ctx.db.update(sysDept).set({ deptName }).where(eq(sysDept.deptId, deptId));
      await ctx.db.update(sysSite).set({ siteName }).where(eq(sysSite.siteId, siteId));
    }
    expect((await getInfo(seller)).user).toMatchObject({ money: before.user.money, nickName: before.user.nickName });
  });

  it('a deleted user gets 401 at once, not the remembered answer', async () => {
    const token = await ctx.login('seller2');
    const { user } = await getInfo(token);
    try {
      await ctx.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, user.userId));
      const res = await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token });
      expect(res.code).toBe(401);
    } finally {
      await ctx.db.update(sysUser).set({ delFlag: '0' }).where(eq(sysUser.userId, user.userId));
    }
  });

  it('answers calls arriving together from one read, each with its own user and the latest balance', async () => {
    const admin = await ctx.login('admin');
    const users = [seller, subseller, admin];
    const alone: number[] = [];
    for (const token of users) alone.push((await getInfo(token)).user.userId);
    const tokens = Array.from({ length: 24 }, (_, i) => users[i % 3]);
    const first = await Promise.all(tokens.map(getInfo));
    expect(first.map((r) => r.user.userId)).toEqual(tokens.map((_, i) => alone[i % 3]));
    const sellerId = first[0].user.userId;
    const money = (Number(first[0].user.money) + 7.77).toFixed(2);
    await ctx.db.update(sysUser).set({ money }).where(eq(sysUser.userId, sellerId));
    const after = await Promise.all(tokens.map(getInfo));
    expect(after.filter((r) => r.user.userId === sellerId).map((r) => r.user.money)).toEqual(Array(8).fill(money));
  });
});
