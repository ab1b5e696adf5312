import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, idPk, money, rate, ref, ts } from './columns.ts';

export const sysSite = pgTable(
  'sys_site',
  {
    siteId: idPk('site_id', 100),
    siteName: varchar('site_name', { length: 50 }).notNull(),
    domain: varchar('domain', { length: 100 }),
    logo: varchar('logo', { length: 255 }),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_site_domain_uq').on(sql`lower(${t.domain})`)],
);

export const sysDept = pgTable('sys_dept', {
  deptId: idPk('dept_id', 200),
  parentId: ref('parent_id').notNull().default(0),
  ancestors: varchar('ancestors', { length: 100 }).notNull().default(''),
  deptName: varchar('dept_name', { length: 30 }).notNull().default(''),
  orderNum: integer('order_num').notNull().default(0),
  leader: varchar('leader', { length: 20 }),
  phone: varchar('phone', { length: 11 }),
  email: varchar('email', { length: 50 }),
  status: flag('status'),
  delFlag: flag('del_flag'),
  ...audit(),
});

export const sysUser = pgTable(
  'sys_user',
  {
    userId: idPk('user_id', 100),
    deptId: ref('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 50 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).notNull().default(''),
    sex: flag('sex'),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    password: varchar('password', { length: 100 }).notNull().default(''),
    status: flag('status'),
    delFlag: flag('del_flag'),
    loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
    loginDate: ts('login_date'),
    pwdUpdateDate: ts('pwd_update_date'),
    /** Available balance (CNY). May go below zero only through settlement charges or adjustments (debt). */
    money: money('money').notNull().default('0'),
    /** Reserved by pending withdrawals. */
    frozen: money('frozen').notNull().default('0'),
    /** Per-order surcharge (negative = discount). */
    addMoney: money('add_money').notNull().default('0'),
    /** Exchange-rate uplift in percent. */
    rate: rate('rate').notNull().default('0'),
    siteId: ref('site_id'),
    /** Parent seller of a sub-account (role zi). */
    parentId: ref('parent_id'),
    /** Second (operation) password hash. */
    payPwd: varchar('pay_pwd', { length: 100 }),
    /** A seller's invite code (made on first need, replaced on regeneration); registering with it makes a sub-account. */
    inviteCode: varchar('invite_code', { length: 16 }),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('sys_user_dept_idx').on(t.deptId),
    index('sys_user_parent_idx').on(t.parentId),
    index('sys_user_site_idx').on(t.siteId),
    // The user list's phone filter by trigrams (pg_trgm, migration 0011), so a filtered page and its total
    // read matching accounts instead of every account; the name filter reads sys_user_name_suffix.
    index('sys_user_phone_trgm_idx').using('gin', sql`${t.phonenumber} gin_trgm_ops`).where(sql`del_flag = '0'`),
    // Signing in finds the account by its exact name (deleted ones too, to say so): without this a login
    // read every account (14 ms at 100,000 users).
    index('sys_user_user_name_idx').on(t.userName),
    // Live user names are unique whatever their case (`ADMIN` cannot be created beside `admin`).
    uniqueIndex('sys_user_name_uq').on(sql`lower(${t.userName})`).where(sql`del_flag = '0'`),
    uniqueIndex('sys_user_invite_code_uq').on(t.inviteCode),
    check('sys_user_frozen_ck', sql`${t.frozen} >= 0`),
  ],
);

/**
 * Every suffix of each live or deleted user's lower-cased name, kept by triggers on `sys_user`
 * (migration 0024). The user list's "name contains x" is then a B-tree range, `suffix like 'x%'`,
 * instead of a trigram scan: bench names share their first letters (`bench1`, `bench2`…), so every
 * trigram of a typical search was in every name and the trigram index read 100,000 entries a call.
 */
export const sysUserNameSuffix = pgTable(
  'sys_user_name_suffix',
  {
    userId: ref('user_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.suffix] }), index('sys_user_name_suffix_idx').on(t.suffix.op('text_pattern_ops'), t.userId)],
);

export const sysPost = pgTable('sys_post', {
  postId: idPk('post_id', 10),
  postCode: varchar('post_code', { length: 64 }).notNull(),
  postName: varchar('post_name', { length: 50 }).notNull(),
  postSort: integer('post_sort').notNull(),
  status: flag('status'),
  remark: varchar('remark', { length: 500 }),
  ...audit(),
});

export const sysRole = pgTable('sys_role', {
  roleId: idPk('role_id', 100),
  roleName: varchar('role_name', { length: 30 }).notNull(),
  /** English name of a role (answered to en-US callers; null: the name above). */
  roleNameEn: varchar('role_name_en', { length: 30 }),
  roleKey: varchar('role_key', { length: 100 }).notNull(),
  roleSort: integer('role_sort').notNull(),
  dataScope: flag('data_scope', '1'),
  menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
  deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
  status: flag('status'),
  delFlag: flag('del_flag'),
  remark: varchar('remark', { length: 500 }),
  ...audit(),
});

export const sysMenu = pgTable('sys_menu', {
  menuId: idPk('menu_id', 5000),
  menuName: varchar('menu_name', { length: 50 }).notNull(),
  menuNameEn: varchar('menu_name_en', { length: 80 }),
  parentId: ref('parent_id').notNull().default(0),
  orderNum: integer('order_num').notNull().default(0),
  path: varchar('path', { length: 200 }).notNull().default(''),
  component: varchar('component', { length: 255 }),
  query: varchar('query', { length: 255 }),
  routeName: varchar('route_name', { length: 50 }).notNull().default(''),
  isFrame: smallint('is_frame').notNull().default(1),
  isCache: smallint('is_cache').notNull().default(0),
  menuType: flag('menu_type', 'C'),
  visible: flag('visible'),
  status: flag('status'),
  perms: varchar('perms', { length: 100 }),
  icon: varchar('icon', { length: 100 }).notNull().default('#'),
  remark: varchar('remark', { length: 500 }).notNull().default(''),
  ...audit(),
});

export const sysUserRole = pgTable('sys_user_role', { userId: ref('user_id').notNull(), roleId: ref('role_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.roleId] }),
]);
export const sysRoleMenu = pgTable('sys_role_menu', { roleId: ref('role_id').notNull(), menuId: ref('menu_id').notNull() }, (t) => [
  primaryKey({ columns: [t.roleId, t.menuId] }),
]);
export const sysRoleDept = pgTable('sys_role_dept', { roleId: ref('role_id').notNull(), deptId: ref('dept_id').notNull() }, (t) => [
  primaryKey({ columns: [t.roleId, t.deptId] }),
]);
export const sysUserPost = pgTable('sys_user_post', { userId: ref('user_id').notNull(), postId: ref('post_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.postId] }),
]);

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: idPk('oper_id', 100),
    title: varchar('title', { length: 50 }).notNull().default(''),
    businessType: integer('business_type').notNull().default(0),
    method: varchar('method', { length: 200 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    operatorType: integer('operator_type').notNull().default(1),
    operName: varchar('oper_name', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
    operParam: text('oper_param').notNull().default(''),
    jsonResult: text('json_result').notNull().default(''),
    status: integer('status').notNull().default(0),
    errorMsg: text('error_msg').notNull().default(''),
    operTime: ts('oper_time').defaultNow(),
    costTime: bigint('cost_time', { mode: 'number' }).notNull().default(0),
  },
  // A type or a state within a time range (the screen's usual filters) is counted and paged in one
  // index range: both carry oper_id too (INCLUDE, written by migration 0032: the builder has no INCLUDE).
  (t) => [
    index('sys_oper_log_time_idx').on(t.operTime),
    index('sys_oper_log_bt_time_idx').on(t.businessType, t.operTime),
    index('sys_oper_log_status_time_idx').on(t.status, t.operTime),
  ],
);

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: idPk('info_id', 100),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    status: flag('status'),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: ts('login_time').defaultNow(),
  },
  // A state within a time range (the screen's usual filter) is counted and paged in one index range:
  // it carries info_id too (INCLUDE, written by migration 0032: the builder has no INCLUDE).
  (t) => [index('sys_logininfor_time_idx').on(t.loginTime), index('sys_logininfor_s_time_idx').on(t.status, t.loginTime)],
);

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: idPk('dict_id', 100),
    dictName: varchar('dict_name', { length: 100 }).notNull().default(''),
    dictNameEn: varchar('dict_name_en', { length: 100 }),
    dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.dictType)],
);

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: idPk('dict_code', 1000),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull().default(''),
    dictLabelEn: varchar('dict_label_en', { length: 100 }),
    dictValue: varchar('dict_value', { length: 100 }).notNull().default(''),
    dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    listClass: varchar('list_class', { length: 100 }).notNull().default(''),
    isDefault: flag('is_default', 'N'),
    status: flag('status'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [index('sys_dict_data_type_idx').on(t.dictType)],
);

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: idPk('config_id', 100),
    configName: varchar('config_name', { length: 100 }).notNull().default(''),
    configKey: varchar('config_key', { length: 100 }).notNull().default(''),
    configValue: varchar('config_value', { length: 500 }).notNull().default(''),
    configType: flag('config_type', 'N'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);

export const sysNotice = pgTable('sys_notice', {
  noticeId: idPk('notice_id', 10),
  noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
  noticeType: flag('notice_type', '1'),
  noticeContent: text('notice_content'),
  status: flag('status'),
  remark: varchar('remark', { length: 255 }),
  /** The one site whose users see the notice; null: every site (Ceping's addition). */
  siteId: ref('site_id'),
  ...audit(),
});

/**
 * Idempotency keys of money requests (`Idempotency-Key` header, core/idempotency.ts): the first
 * answer of a (user, key), replayed to repeats. `status`: `running` while claimed, `committed` once
 * the money change committed (set in the money transaction), `done` with the answer stored.
 */
export const sysIdempotency = pgTable(
  'sys_idempotency',
  {
    id: idPk('id', 1),
    userId: ref('user_id').notNull(),
    idemKey: varchar('idem_key', { length: 100 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** Who holds the claim now; the money transaction commits only while it still does. */
    claimToken: uuid('claim_token').notNull(),
    response: text('response'),
    createTime: ts('create_time').notNull().defaultNow(),
    claimTime: ts('claim_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_idempotency_key_uq').on(t.userId, t.idemKey), index('sys_idempotency_time_idx').on(t.createTime)],
);
