import type { ServerDates, SysRole } from '@ceping/contract';
import { ADMIN_ROLE_ID } from '@ceping/contract';
import type { sysRole } from '../../../db/schema/index.ts';

export type RoleRow = typeof sysRole.$inferSelect;
/** A role as a response carries it (dates still `Date`; the response schema writes them). */
export type ServerSysRole = ServerDates<SysRole, 'createTime' | 'updateTime'>;

/** RuoYi's SysRole JSON (with `roleNameEn`); `menuIds`/`deptIds`/`permissions` are only filled where RuoYi fills them (never in lists). */
export function toSysRole(r: RoleRow): ServerSysRole {
  return {
    roleId: r.roleId,
    roleName: r.roleName,
    roleNameEn: r.roleNameEn,
    roleKey: r.roleKey,
    roleSort: r.roleSort,
    dataScope: r.dataScope,
    menuCheckStrictly: r.menuCheckStrictly,
    deptCheckStrictly: r.deptCheckStrictly,
    status: r.status,
    delFlag: r.delFlag,
    flag: false,
    menuIds: null,
    deptIds: null,
    permissions: null,
    admin: r.roleId === ADMIN_ROLE_ID,
    createBy: r.createBy,
    createTime: r.createTime,
    updateBy: r.updateBy,
    updateTime: r.updateTime,
    remark: r.remark,
  };
}
