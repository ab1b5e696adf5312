import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../core/password.ts';
import { type Db, rows } from '../db/client.ts';
import {
  sysConfig,
  sysDept,
  sysDictData,
  sysDictType,
  sysMenu,
  sysPost,
  sysRole,
  sysRoleMenu,
  sysSite,
  sysUser,
  sysUserPost,
  sysUserRole,
} from '../db/schema/index.ts';
import { seedBusiness } from './business.ts';
import { dictSeeds } from './dicts.ts';
import { businessMenus } from './menus-business.ts';
import { type MenuSeed, systemMenus } from './menus.ts';
import { orderMenus } from './menus-orders.ts';
import { taskMenus } from './menus-task.ts';
import { monitorMenus } from './menus-monitor.ts';
import { jobMenus } from './menus-jobs.ts';
import { seedJobs } from './jobs.ts';
import { deptPostMenus } from './menus-dept-post.ts';
import { moneyMenus } from './menus-money.ts';
import { documentMenus } from './menus-documents.ts';
import { noticeMenus } from './menus-notice.ts';
import { accountMenus } from './menus-account.ts';
import { carouselMenus } from './menus-carousel.ts';
import { seedDemoOrders, seedDemoStaff } from './orders.ts';
import { seedDemoTasks } from './tasks.ts';
import { seedDemoMoney } from './money.ts';
import { seedDemoInvoices } from './invoices.ts';
import { seedDemoComplaints } from './complaints.ts';
import { seedDemoStatements } from './statements.ts';
import { seedDemoMessages } from './account.ts';
import { DEFAULT_SITE_ID, SELLER_DEPT_ID } from '../modules/system/user/index.ts';

/** Every seeded menu row; areas add theirs here. */
export const allMenus: MenuSeed[] = [
  ...systemMenus,
  ...businessMenus,
  ...taskMenus,
  ...orderMenus,
  ...monitorMenus,
  ...jobMenus,
  ...deptPostMenus,
  ...moneyMenus,
  ...documentMenus,
  ...noticeMenus,
  ...accountMenus,
  ...carouselMenus,
];

export const ROLE_IDS = { admin: 1, service: 2, common: 3, zi: 4 } as const;
export const DEMO_PASSWORD = 'admin123';

const depts: [number, number, string, string, number][] = [
  [100, 0, '0', '测评科技', 0],
  [101, 100, '0,100', '深圳总公司', 1],
  [102, 100, '0,100', '长沙分公司', 2],
  [103, 101, '0,100,101', '研发部门', 1],
  [104, 101, '0,100,101', '市场部门', 2],
  [105, 101, '0,100,101', '客服部门', 3],
  [106, 101, '0,100,101', '财务部门', 4],
  [107, 101, '0,100,101', '运维部门', 5],
  [108, 102, '0,100,102', '市场部门', 1],
  [109, 102, '0,100,102', '财务部门', 2],
  [SELLER_DEPT_ID, 100, '0,100', '商家中心', 3],
];

const configs: [number, string, string, string, string][] = [
  [1, '主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', 'skin-blue / skin-green / skin-purple / skin-red / skin-yellow'],
  [2, '用户管理-账号初始密码', 'sys.user.initPassword', '123456', 'Initial password for users created by an administrator or by import'],
  [3, '主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', 'theme-dark / theme-light'],
  [4, '账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', 'Captcha on login and registration (true/false)'],
  [5, '账号自助-是否开启用户注册功能', 'sys.account.registerUser', 'true', 'Self-registration of seller accounts (true/false)'],
  [6, '用户登录-黑名单列表', 'sys.login.blackIPList', '', 'Login IP blacklist, ; separated, * wildcards and a-b ranges'],
  [7, '用户管理-初始密码修改策略', 'sys.account.initPasswordModify', '1', '0 off; 1 ask users to change an initial password at login'],
  [8, '用户管理-账号密码更新周期', 'sys.account.passwordValidateDays', '0', 'Password max age in days; 0 = unlimited'],
  [9, '用户管理-密码字符范围', 'sys.account.chrtype', '0', '0 any, 1 digits, 2 letters, 3 letters+digits, 4 letters+digits+special'],
  [10, '充值-最低金额', 'ceping.recharge.min', '100', 'Minimum recharge amount (CNY)'],
  [11, '提现-最低金额', 'ceping.withdraw.min', '100', 'Minimum withdrawal amount (CNY)'],
  [12, '提现-最高金额', 'ceping.withdraw.max', '50000', 'Maximum withdrawal amount (CNY)'],
];

/** Dictionaries whose first entry is not the default (RuoYi marks none in these two). */
const NO_DEFAULT_ENTRY: ReadonlySet<string> = new Set(['sys_oper_type', 'sys_common_status']);

/** Reference data every installation needs. Idempotent: existing rows are left as they are. */
export async function seedSystem(db: Db): Promise<void> {
  // The default site: accounts created without one (registration, add, import) belong to it.
  await db
    .insert(sysSite)
    .values({ siteId: DEFAULT_SITE_ID, siteName: '测评系统', domain: 'localhost', createBy: 'admin', remark: 'Default site' })
    .onConflictDoNothing();
  await db
    .insert(sysDept)
    .values(
      depts.map(([deptId, parentId, ancestors, deptName, orderNum]) => ({
        deptId,
        parentId,
        ancestors,
        deptName,
        orderNum,
        leader: '测评',
        phone: '15888888888',
        email: 'ceping@example.com',
        createBy: 'admin',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(sysPost)
    .values([
      { postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1, createBy: 'admin' },
      { postId: 2, postCode: 'se', postName: '项目经理', postSort: 2, createBy: 'admin' },
      { postId: 3, postCode: 'hr', postName: '人力资源', postSort: 3, createBy: 'admin' },
      { postId: 4, postCode: 'user', postName: '普通员工', postSort: 4, createBy: 'admin' },
    ])
    .onConflictDoNothing();
  await db
    .insert(sysRole)
    .values([
      { roleId: 1, roleName: '超级管理员', roleNameEn: 'Super admin', roleKey: 'admin', roleSort: 1, dataScope: '1', remark: '超级管理员', createBy: 'admin' },
      {
        roleId: 2,
        roleName: '客服',
        roleNameEn: 'Staff',
        roleKey: 'service',
        roleSort: 2,
        dataScope: '1',
        remark: 'Staff: runs tasks and orders',
        createBy: 'admin',
      },
      { roleId: 3, roleName: '商家', roleNameEn: 'Seller', roleKey: 'common', roleSort: 3, dataScope: '5', remark: 'Seller', createBy: 'admin' },
      { roleId: 4, roleName: '子账号', roleNameEn: 'Sub-account', roleKey: 'zi', roleSort: 4, dataScope: '5', remark: 'Seller sub-account', createBy: 'admin' },
    ])
    .onConflictDoNothing();
  await db
    .insert(sysConfig)
    .values(
      configs.map(([configId, configName, configKey, configValue, remark]) => ({
        configId,
        configName,
        configKey,
        configValue,
        remark,
        configType: 'Y',
        createBy: 'admin',
      })),
    )
    .onConflictDoNothing();
  for (const d of dictSeeds) {
    await db
      .insert(sysDictType)
      .values({ dictId: d.id, dictName: d.name, dictNameEn: d.en, dictType: d.type, remark: `${d.en} list`, createBy: 'admin' })
      .onConflictDoNothing();
    await db
      .insert(sysDictData)
      .values(
        d.items.map(([value, label, en, listClass], i) => ({
          dictCode: d.id * 20 + i,
          dictSort: i + 1,
          dictLabel: label,
          dictLabelEn: en,
          dictValue: value,
          dictType: d.type,
          listClass,
          isDefault: i === 0 && !NO_DEFAULT_ENTRY.has(d.type) ? 'Y' : 'N',
          createBy: 'admin',
        })),
      )
      .onConflictDoNothing();
  }
  await seedMenus(db, allMenus);
  await seedJobs(db);
}

export async function seedMenus(db: Db, menus: MenuSeed[]): Promise<void> {
  if (menus.length === 0) return;
  await db
    .insert(sysMenu)
    .values(
      menus.map((m) => ({
        menuId: m.id,
        menuName: m.name,
        menuNameEn: m.en,
        parentId: m.parent,
        orderNum: m.order,
        path: m.path ?? '',
        routeName: m.routeName ?? '',
        component: m.component ?? null,
        menuType: m.type,
        visible: m.visible ?? '0',
        perms: m.perms ?? null,
        icon: m.icon ?? '#',
        createBy: 'admin',
      })),
    )
    .onConflictDoNothing();
  // Rows seeded before they had a route name get it (a name an administrator set is kept).
  for (const m of menus) {
    if (m.routeName)
      await db
        .update(sysMenu)
        .set({ routeName: m.routeName })
        .where(and(eq(sysMenu.menuId, m.id), eq(sysMenu.routeName, '')));
  }
  const grants = menus.flatMap((m) => (m.roles ?? []).map((key) => ({ roleId: ROLE_IDS[key as keyof typeof ROLE_IDS], menuId: m.id })));
  if (grants.length) await db.insert(sysRoleMenu).values(grants).onConflictDoNothing();
}

/** Demo site and accounts (all with password admin123). Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from sys_user where user_id <= 5`);
  if (n >= 5) return;
  const password = await hashPassword(DEMO_PASSWORD);
  const users = [
    {
      userId: 1,
      deptId: 103,
      userName: 'admin',
      nickName: '管理员',
      email: 'admin@ceping.example',
      phonenumber: '15888888888',
      sex: '1',
      remark: '超级管理员',
    },
    { userId: 2, deptId: 105, userName: 'staff', nickName: '客服小张', email: 'staff@ceping.example', phonenumber: '15666666666', sex: '0', remark: 'Staff' },
    {
      userId: 3,
      deptId: SELLER_DEPT_ID,
      userName: 'seller',
      nickName: '优品商家',
      email: 'seller@ceping.example',
      phonenumber: '13800000001',
      sex: '0',
      remark: 'Seller',
    },
    {
      userId: 4,
      deptId: SELLER_DEPT_ID,
      userName: 'seller2',
      nickName: '环球好物',
      email: 'seller2@ceping.example',
      phonenumber: '13800000002',
      sex: '1',
      remark: 'Seller',
    },
    {
      userId: 5,
      deptId: SELLER_DEPT_ID,
      userName: 'subseller',
      nickName: '优品-运营',
      email: 'sub@ceping.example',
      phonenumber: '13800000003',
      sex: '0',
      remark: 'Sub-account of seller',
      parentId: 3,
    },
  ];
  await db
    .insert(sysUser)
    .values(users.map((u) => ({ ...u, password, siteId: DEFAULT_SITE_ID, loginIp: '127.0.0.1', createBy: 'admin' })))
    .onConflictDoNothing();
  await db
    .insert(sysUserRole)
    .values([
      { userId: 1, roleId: ROLE_IDS.admin },
      { userId: 2, roleId: ROLE_IDS.service },
      { userId: 3, roleId: ROLE_IDS.common },
      { userId: 4, roleId: ROLE_IDS.common },
      { userId: 5, roleId: ROLE_IDS.zi },
    ])
    .onConflictDoNothing();
  await db
    .insert(sysUserPost)
    .values([
      { userId: 1, postId: 1 },
      { userId: 2, postId: 4 },
    ])
    .onConflictDoNothing();
}

/** `demoTasks: false` keeps the demo accounts at their opening balances (the test template does). */
export async function seed(db: Db, opts: { demo: boolean; dataDir?: string; demoTasks?: boolean }): Promise<void> {
  await seedSystem(db);
  if (opts.demo) await seedDemo(db);
  await seedBusiness(db, opts);
  if (opts.demo) await seedDemoStaff(db);
  if (opts.demo && opts.demoTasks !== false) {
    await seedDemoTasks(db);
    await seedDemoOrders(db);
    await seedDemoMoney(db);
    await seedDemoInvoices(db);
    await seedDemoComplaints(db);
    await seedDemoStatements(db);
    await seedDemoMessages(db);
  }
}
