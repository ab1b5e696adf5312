import { z } from 'zod';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, estimatedTableOf, okOf, okWith } from '../endpoint.ts';
import { ANY_USER, Perm } from '../perms.ts';
import {
  noticeAddSchema,
  noticeEditSchema,
  noticeListQuerySchema,
  noticeMarkReadAllQuerySchema,
  noticeMarkReadQuerySchema,
  noticeReadUsersQuerySchema,
  unlockScreenSchema,
} from '../system/notice.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();

/** A notice as RuoYi's SysNotice answers it (plus Ceping's `siteId`); `isRead` is the caller's. */
export const sysNoticeRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.string(),
  noticeContent: z.string().nullable(),
  status: z.string(),
  siteId: z.number().int().nullable(),
  isRead: z.boolean(),
  remark: z.string().nullable(),
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
});
export type SysNotice = z.input<typeof sysNoticeRow>;

/** A row of `listTop` (the fields RuoYi 3.9.2 selects). */
export const noticeTopRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.string(),
  status: z.string(),
  createBy: z.string(),
  createTime: date,
  isRead: z.boolean(),
});
export type NoticeTop = z.input<typeof noticeTopRow>;

/** A reader of `readUsers/list`. */
export const noticeReaderRow = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
  phonenumber: z.string(),
  readTime: date,
});
export type NoticeReader = z.input<typeof noticeReaderRow>;

const tags = ['system/notice'] as const;

/**
 * `/system/notice/**` (RuoYi §5.1 Notices, 3.9.2). Reading one notice, the top list and marking read
 * are open to every user, for the notices of the user's site or of every site.
 */
export const noticeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/notice/list',
    perm: Perm.notice.list,
    summary: { zh: '查询公告列表', en: 'List notices' },
    tags,
    query: noticeListQuerySchema,
    response: estimatedTableOf(sysNoticeRow),
  }),
  listTop: defineEndpoint({
    method: 'GET',
    path: '/system/notice/listTop',
    perm: ANY_USER,
    summary: { zh: '最新公告与未读数', en: 'Latest notices and the unread count' },
    tags,
    response: okWith({ data: z.array(noticeTopRow), unreadCount: z.number().int() }),
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/system/notice/markRead',
    perm: ANY_USER,
    summary: { zh: '标记公告已读', en: 'Mark a notice read' },
    tags,
    query: noticeMarkReadQuerySchema,
    response: envelope,
  }),
  markReadAll: defineEndpoint({
    method: 'POST',
    path: '/system/notice/markReadAll',
    perm: ANY_USER,
    summary: { zh: '批量标记已读', en: 'Mark notices read' },
    tags,
    query: noticeMarkReadAllQuerySchema,
    response: envelope,
  }),
  readUsers: defineEndpoint({
    method: 'GET',
    path: '/system/notice/readUsers/list',
    perm: Perm.notice.list,
    summary: { zh: '公告已读用户', en: 'Readers of a notice' },
    tags,
    query: noticeReadUsersQuerySchema,
    response: estimatedTableOf(noticeReaderRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/system/notice/:noticeId',
    perm: ANY_USER,
    summary: { zh: '查询公告详情', en: 'Get a notice' },
    tags,
    params: z.object({ noticeId: idSchema }),
    response: okOf(sysNoticeRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/system/notice',
    perm: Perm.notice.add,
    summary: { zh: '新增公告', en: 'Add a notice' },
    tags,
    body: noticeAddSchema,
    response: envelope,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/notice',
    perm: Perm.notice.edit,
    summary: { zh: '修改公告', en: 'Edit a notice' },
    tags,
    body: noticeEditSchema,
    response: envelope,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/notice/:noticeIds',
    perm: Perm.notice.remove,
    summary: { zh: '删除公告', en: 'Delete notices' },
    tags,
    params: z.object({ noticeIds: idListSchema }),
    response: envelope,
  }),
};

/** `POST /unlockscreen` (RuoYi 3.9.2): unlock a locked screen with the account's password. */
export const lockEndpoints = {
  unlock: defineEndpoint({
    method: 'POST',
    path: '/unlockscreen',
    perm: ANY_USER,
    summary: { zh: '解锁屏幕', en: 'Unlock the screen' },
    tags: ['auth'],
    body: unlockScreenSchema,
    response: envelope,
  }),
};
