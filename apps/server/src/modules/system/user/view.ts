import type { Lang, ServerDates, SysRoleLite, SysUser } from '@ceping/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sysDept, sysRole, sysSite, sysUser, sysUserRole } from '../../../db/schema/index.ts';

type UserRow = typeof sysUser.$inferSelect;
/** A user as the server hands it to a response (dates still `Date`, encoded by the response schema). */
export type ServerSysUser = Omit<ServerDates<SysUser, 'loginDate' | 'pwdUpdateDate' | 'createTime' | 'updateTime'>, 'roles'> & {
  roles?: ServerDates<SysRoleLite, 'createTime'>[];
};
type DeptRow = Pick<typeof sysDept.$inferSelect, 'deptId' | 'deptName' | 'leader'>;
type RoleRow = typeof sysRole.$inferSelect;

/** A role's name in the caller's language (the English name when there is one). */
export const roleNameOf = (r: Pick<RoleRow, 'roleName' | 'roleNameEn'>, lang: Lang) => (lang === 'en-US' && r.roleNameEn ? r.roleNameEn : r.roleName);

export function roleLite(r: RoleRow, lang: Lang, flag?: boolean): ServerDates<SysRoleLite, 'createTime'> {
  return {
    roleId: r.roleId,
    roleName: roleNameOf(r, lang),
    roleKey: r.roleKey,
    roleSort: r.roleSort,
    dataScope: r.dataScope,
    status: r.status,
    createTime: r.createTime,
    admin: r.roleId === 1,
    ...(flag === undefined ? {} : { flag }),
  };
}

/** The JSON shape of a user (RuoYi SysUser + Ceping money fields). Never includes a password. */
export function toSysUser(u: UserRow, dept: DeptRow | null, roles?: RoleRow[], lang: Lang = 'zh-CN'): ServerSysUser {
  return {
    userId: u.userId,
    deptId: u.deptId,
    userName: u.userName,
    nickName: u.nickName,
    email: u.email,
    phonenumber: u.phonenumber,
    sex: u.sex,
    avatar: u.avatar,
    status: u.status,
    delFlag: u.delFlag,
    loginIp: u.loginIp,
    loginDate: u.loginDate,
    pwdUpdateDate: u.pwdUpdateDate,
    createBy: u.createBy,
    createTime: u.createTime,
    updateBy: u.updateBy,
    updateTime: u.updateTime,
    remark: u.remark,
    dept: dept ? { deptId: dept.deptId, deptName: dept.deptName, leader: dept.leader } : null,
    ...(roles ? { roles: roles.map((r) => roleLite(r, lang)) } : {}),
    admin: u.userId === 1,
    money: u.money,
    frozen: u.frozen,
    addMoney: u.addMoney,
    rate: u.rate,
    parentId: u.parentId,
    siteId: u.siteId,
  };
}

/** One non-deleted user with dept, roles (named in `lang`), site and parent seller (a sub-account's), or undefined. */
export async function loadUserView(db: Executor, userId: number, lang: Lang = 'zh-CN') {
  const [[row], roles] = await Promise.all([
    db
      .select({ u: sysUser, d: sysDept, s: sysSite })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .leftJoin(sysSite, eq(sysSite.siteId, sysUser.siteId))
      .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'))),
    rolesOfUsers(db, [userId]),
  ]);
  if (!row) return undefined;
  const site = row.s ? { siteId: row.s.siteId, siteName: row.s.siteName, logo: row.s.logo, domain: row.s.domain } : null;
  const [parent] = row.u.parentId
    ? await db
        .select({ userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName })
        .from(sysUser)
        .where(eq(sysUser.userId, row.u.parentId))
    : [];
  return { ...toSysUser(row.u, row.d, roles.get(userId) ?? [], lang), site, parent: parent ?? null, row: row.u };
}

/** Non-deleted roles per user id. */
export async function rolesOfUsers(db: Executor, userIds: number[]): Promise<Map<number, RoleRow[]>> {
  const out = new Map<number, RoleRow[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: sysUserRole.userId, r: sysRole })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(inArray(sysUserRole.userId, userIds), eq(sysRole.delFlag, '0')))
    .orderBy(sysRole.roleSort);
  for (const { userId, r } of rows) out.set(userId, [...(out.get(userId) ?? []), r]);
  return out;
}
