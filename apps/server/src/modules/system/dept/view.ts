import type { ServerDates, SysDept } from '@ceping/contract';
import type { sysDept } from '../../../db/schema/index.ts';

export type DeptRow = typeof sysDept.$inferSelect;
/** A dept as a response carries it (dates still `Date`; the response schema writes them). */
export type ServerSysDept = ServerDates<SysDept, 'createTime' | 'updateTime'>;

/** RuoYi's SysDept JSON; `parentName` is filled only by the single read, as in RuoYi. */
export function toSysDept(d: DeptRow, parentName: string | null = null): ServerSysDept {
  return {
    deptId: d.deptId,
    parentId: d.parentId,
    ancestors: d.ancestors,
    deptName: d.deptName,
    orderNum: d.orderNum,
    leader: d.leader,
    phone: d.phone,
    email: d.email,
    status: d.status,
    delFlag: d.delFlag,
    parentName,
    children: [],
    createBy: d.createBy,
    createTime: d.createTime,
    updateBy: d.updateBy,
    updateTime: d.updateTime,
  };
}
