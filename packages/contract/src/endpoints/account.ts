import { z } from 'zod';
import { messageListQuerySchema, subAccountQuerySchema } from '../business/account.ts';
import { idListSchema } from '../common.ts';
import { defineEndpoint, estimatedTableOf, okOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { dateTimeWire } from '../wire.ts';

const date = dateTimeWire.nullable();
const id = z.number().int();
const count = z.number().int().min(0);

/** The seller's invite code and how many sub-accounts it has. */
export const invitationInfo = z.object({ inviteCode: z.string(), subAccounts: count });
export type InvitationInfo = z.input<typeof invitationInfo>;

/** A sub-account (role `zi`) of the caller. */
export const subAccountRow = z.object({
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  status: z.string(),
  loginDate: date,
  createTime: date,
});
export type SubAccountRow = z.input<typeof subAccountRow>;

/** One message of the caller's inbox, its title and text in the caller's language. */
export const messageRow = z.object({
  messageId: id,
  /** Dictionary `message_type`. */
  msgType: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  readTime: date,
  /** The document the message is about (`recharge`, `withdrawal`, `user`), or '' for none. */
  refType: z.string(),
  refId: id.nullable(),
  createTime: date,
});
export type MessageRow = z.input<typeof messageRow>;

/** What a change of the inbox leaves unread (the navbar badge takes it at once). */
const unreadAfter = okOf(z.object({ unread: count }));

const invitationTags = ['system/invitation'];
const messageTags = ['system/message'];

/** `/system/invitation`: a seller's (role common) invite code and the sub-accounts registered with it. */
export const invitationEndpoints = {
  /** The caller's code, made on first need (one stable code per seller). */
  info: defineEndpoint({
    method: 'GET',
    path: '/system/invitation',
    perm: Perm.invitation.query,
    summary: { zh: '我的邀请码', en: 'My invite code' },
    tags: invitationTags,
    response: okOf(invitationInfo),
  }),
  /** A new code; the old one stops working at once. */
  regenerate: defineEndpoint({
    method: 'PUT',
    path: '/system/invitation/code',
    perm: Perm.invitation.edit,
    summary: { zh: '重新生成邀请码', en: 'Regenerate my invite code' },
    tags: invitationTags,
    response: okOf(invitationInfo),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/system/invitation/list',
    perm: Perm.invitation.list,
    summary: { zh: '我的子账号', en: 'My sub-accounts' },
    tags: invitationTags,
    query: subAccountQuerySchema,
    response: estimatedTableOf(subAccountRow),
  }),
};

/** `/system/message`: the caller's own inbox; another user's message answers as missing. */
export const messageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/system/message/list',
    perm: Perm.message.list,
    summary: { zh: '我的消息', en: 'My messages' },
    tags: messageTags,
    query: messageListQuerySchema,
    response: estimatedTableOf(messageRow),
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/system/message/unreadCount',
    perm: Perm.message.list,
    summary: { zh: '未读消息数', en: 'Unread message count' },
    tags: messageTags,
    response: okOf(count),
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/system/message/read/:messageIds',
    perm: Perm.message.edit,
    summary: { zh: '标记消息已读', en: 'Mark messages read' },
    tags: messageTags,
    params: z.object({ messageIds: idListSchema }),
    response: unreadAfter,
  }),
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: '/system/message/readAll',
    perm: Perm.message.edit,
    summary: { zh: '全部标记已读', en: 'Mark all messages read' },
    tags: messageTags,
    response: unreadAfter,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/system/message/:messageIds',
    perm: Perm.message.remove,
    summary: { zh: '删除消息', en: 'Delete messages' },
    tags: messageTags,
    params: z.object({ messageIds: idListSchema }),
    response: unreadAfter,
  }),
};
