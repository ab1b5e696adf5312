import type { ServerDates, SysPost } from '@ceping/contract';
import type { sysPost } from '../../../db/schema/index.ts';

export type PostRow = typeof sysPost.$inferSelect;
/** A post as a response carries it (dates still `Date`). */
export type ServerSysPost = ServerDates<SysPost, 'createTime' | 'updateTime'>;

/** RuoYi's SysPost JSON (`flag` is false outside user views). */
export function toSysPost(p: PostRow): ServerSysPost {
  return {
    postId: p.postId,
    postCode: p.postCode,
    postName: p.postName,
    postSort: p.postSort,
    status: p.status,
    flag: false,
    createBy: p.createBy,
    createTime: p.createTime,
    updateBy: p.updateBy,
    updateTime: p.updateTime,
    remark: p.remark,
  };
}
