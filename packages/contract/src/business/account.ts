import { z } from 'zod';
import { pageQuerySchema, statusSchema, text } from '../common.ts';

/**
 * The seller's own account (docs/DOMAIN.md "Seller account"): the invite code a seller hands out,
 * the sub-accounts registered with it, and the message inbox the server writes to.
 */

/** Invite codes: this many characters of {@link INVITE_CODE_ALPHABET}. */
export const INVITE_CODE_LENGTH = 8;
/** Upper-case letters and digits without the look-alikes 0/O and 1/I/L, so a code read aloud or retyped survives. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The register page's query parameter carrying the code (`/register?invite=…`). */
export const INVITE_QUERY_PARAM = 'invite';

/**
 * The optional invite code of a registration: trimmed and upper-cased (a code typed in lower case
 * still matches); empty means none. A malformed code gets the same answer as an unknown one.
 */
export const inviteCodeSchema = text()
  .trim()
  .max(32, 'auth.register.inviteInvalid')
  .transform((v) => v.toUpperCase() || undefined)
  .optional();

/** `GET /system/invitation/list`: the caller's sub-accounts. */
export const subAccountQuerySchema = pageQuerySchema.extend({
  userName: text().trim().max(30).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type SubAccountQuery = z.infer<typeof subAccountQuerySchema>;

/** Dictionary `message_type`: 1 system, 2 invitation, 3 money. */
export const MessageType = { SYSTEM: '1', INVITATION: '2', MONEY: '3' } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];
export const messageTypeSchema = z.enum([MessageType.SYSTEM, MessageType.INVITATION, MessageType.MONEY]);

/** `GET /system/message/list`: the caller's messages, newest first; `isRead` `0` = unread only. */
export const messageListQuerySchema = pageQuerySchema.extend({
  isRead: z.enum(['0', '1']).optional().or(z.literal('')).catch(undefined),
  msgType: messageTypeSchema.optional().or(z.literal('')).catch(undefined),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
