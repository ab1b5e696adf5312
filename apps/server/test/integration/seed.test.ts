import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { sysConfig, sysDept, sysDictData, sysDictType, sysRole, sysSite, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { seed } from '../../src/seed/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** RuoYi's ten dictionary types (ruoyi-api.md §11): value=label pairs, `*` marking the default entry. */
const RUOYI_DICTS: Record<string, string> = {
  sys_user_sex: '0=男*, 1=女, 2=未知',
  sys_show_hide: '0=显示*, 1=隐藏',
  sys_normal_disable: '0=正常*, 1=停用',
  sys_job_status: '0=正常*, 1=暂停',
  sys_job_group: 'DEFAULT=默认*, SYSTEM=系统',
  sys_yes_no: 'Y=是*, N=否',
  sys_notice_type: '1=通知*, 2=公告',
  sys_notice_status: '0=正常*, 1=关闭',
  sys_oper_type: '0=其他, 1=新增, 2=修改, 3=删除, 4=授权, 5=导出, 6=导入, 7=强退, 8=生成代码, 9=清空数据',
  sys_common_status: '0=成功, 1=失败',
};

describe('seeded data', () => {
  it("has RuoYi's roles with Ceping's data scopes", async () => {
    const roles = await ctx.db.select().from(sysRole).orderBy(asc(sysRole.roleId));
    expect(roles.map((r) => [r.roleId, r.roleKey, r.roleName, r.dataScope, r.status])).toEqual([
      [1, 'admin', '超级管理员', '1', '0'],
      [2, 'service', '客服', '1', '0'],
      [3, 'common', '商家', '5', '0'],
      [4, 'zi', '子账号', '5', '0'],
    ]);
  });

  it('has the five demo accounts with their roles, departments and the default site', async () => {
    const users = await rows<{ user_name: string; role_key: string; dept_id: number; site_id: number | null; parent_id: number | null }>(
      ctx.db,
      sql`select u.user_name, r.role_key, u.dept_id, u.site_id, u.parent_id from sys_user u join sys_user_role ur on ur.user_id = u.user_id join sys_role r on r.role_id = ur.role_id where u.user_id <= 5 order by u.user_id`,
    );
    const num = (v: number | null) => (v === null ? null : Number(v));
    expect(users.map((u) => [u.user_name, u.role_key, num(u.dept_id), num(u.site_id), num(u.parent_id)])).toEqual([
      ['admin', 'admin', 103, 1, null],
      ['staff', 'service', 105, 1, null],
      ['seller', 'common', 110, 1, null],
      ['seller2', 'common', 110, 2, null],
      ['subseller', 'zi', 110, 1, 3],
    ]);
    expect(
      await ctx.db
        .select({ n: sysUserRole.roleId })
        .from(sysUserRole)
        .where(inArray(sysUserRole.userId, [1, 2, 3, 4, 5])),
    ).toHaveLength(5);
    const [site] = await ctx.db.select().from(sysSite).where(eq(sysSite.siteId, 1));
    expect(site).toMatchObject({ siteName: '测评系统', status: '0' });
    const [sellerDept] = await ctx.db.select().from(sysDept).where(eq(sysDept.deptId, 110));
    expect(sellerDept).toMatchObject({ deptName: '商家中心', parentId: 100, ancestors: '0,100', delFlag: '0' });
  });

  it("has RuoYi's ten dictionary types with their entries, defaults and English labels", async () => {
    for (const [type, spec] of Object.entries(RUOYI_DICTS)) {
      const [t] = await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictType, type));
      expect(t?.dictNameEn, type).toMatch(/^[A-Z][A-Za-z /]+$/);
      const data = await ctx.db.select().from(sysDictData).where(eq(sysDictData.dictType, type));
      const got = data
        .sort((a, b) => a.dictValue.localeCompare(b.dictValue))
        .map((d) => `${d.dictValue}=${d.dictLabel}${d.isDefault === 'Y' ? '*' : ''}`)
        .join(', ');
      const want = spec
        .split(', ')
        .sort((a, b) => a.split('=')[0].localeCompare(b.split('=')[0]))
        .join(', ');
      expect(got, type).toBe(want);
      for (const d of data) expect(d.dictLabelEn, `${type} ${d.dictValue}`).toMatch(/^[A-Z]/);
    }
  });

  it("has RuoYi's nine built-in settings (registration on in the demo) and Ceping's money limits", async () => {
    const configs = await ctx.db.select().from(sysConfig).orderBy(asc(sysConfig.configId));
    expect(configs.map((c) => [c.configId, c.configKey, c.configValue, c.configType])).toEqual([
      [1, 'sys.index.skinName', 'skin-blue', 'Y'],
      [2, 'sys.user.initPassword', '123456', 'Y'],
      [3, 'sys.index.sideTheme', 'theme-dark', 'Y'],
      [4, 'sys.account.captchaEnabled', 'true', 'Y'],
      [5, 'sys.account.registerUser', 'true', 'Y'],
      [6, 'sys.login.blackIPList', '', 'Y'],
      [7, 'sys.account.initPasswordModify', '1', 'Y'],
      [8, 'sys.account.passwordValidateDays', '0', 'Y'],
      [9, 'sys.account.chrtype', '0', 'Y'],
      [10, 'ceping.recharge.min', '100', 'Y'],
      [11, 'ceping.withdraw.min', '100', 'Y'],
      [12, 'ceping.withdraw.max', '50000', 'Y'],
    ]);
  });

  it('is idempotent: seeding again adds and changes nothing', async () => {
    const count = async () => {
      const [r] = await rows<Record<string, number>>(
        ctx.db,
        sql`select (select count(*)::int from sys_user) as users, (select count(*)::int from sys_menu) as menus, (select count(*)::int from sys_role_menu) as grants, (select count(*)::int from sys_dict_data) as dicts, (select count(*)::int from biz_fund) as ledger, (select count(*)::int from sys_site) as sites`,
      );
      return r;
    };
    const before = await count();
    const money = await ctx.db.select({ id: sysUser.userId, money: sysUser.money }).from(sysUser).orderBy(asc(sysUser.userId));
    await seed(ctx.db, { demo: true, demoTasks: false });
    expect(await count()).toEqual(before);
    expect(await ctx.db.select({ id: sysUser.userId, money: sysUser.money }).from(sysUser).orderBy(asc(sysUser.userId))).toEqual(money);
  });
});
