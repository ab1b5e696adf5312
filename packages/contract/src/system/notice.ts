import { z } from 'zod';
import { idSchema, optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';

/** `sys_notice_type`: 1 notice (通知), 2 announcement (公告). */
export const noticeTypeSchema = z.enum(['1', '2'], { error: 'notice.typeRequired' });
/** The largest notice body accepted, in characters of HTML (before sanitising). */
export const NOTICE_CONTENT_MAX = 100_000;

const noticeFields = {
  noticeTitle: text({ error: 'notice.titleRequired' })
    .trim()
    .min(1, 'notice.titleRequired')
    .max(50, 'notice.titleLength')
    // RuoYi's @Xss on noticeTitle: no markup in a title
    .regex(/^[^<>]*$/, 'notice.titleXss'),
  noticeType: noticeTypeSchema,
  /** Rich text (HTML); the server keeps only its allowlisted tags and attributes. */
  noticeContent: text().max(NOTICE_CONTENT_MAX, 'notice.contentLength').optional().nullable(),
  status: statusSchema.optional(),
  /** The one site whose users see it; null or absent: every site. */
  siteId: z.number().int().positive().optional().nullable(),
  remark: optionalText(255),
};

/** `POST /system/notice`. */
export const noticeAddSchema = z.object(noticeFields);
/** `PUT /system/notice`. */
export const noticeEditSchema = z.object({ noticeId: z.number().int().positive(), ...noticeFields });
export type NoticeAdd = z.infer<typeof noticeAddSchema>;
export type NoticeEdit = z.infer<typeof noticeEditSchema>;

export const noticeListQuerySchema = pageQuerySchema.extend({
  noticeTitle: text().trim().max(50).optional(),
  noticeType: noticeTypeSchema.optional().or(z.literal('')),
  createBy: text().trim().max(64).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

/** `POST /system/notice/markRead?noticeId=` (a query string, as RuoYi's client sends it). */
export const noticeMarkReadQuerySchema = z.object({ noticeId: idSchema });
/** `POST /system/notice/markReadAll?ids=1,2`. */
export const noticeMarkReadAllQuerySchema = z.object({
  ids: text({ error: 'validation.idList' })
    .regex(/^\d+(,\d+)*$/, 'validation.idList')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= 1000 && ids.every((n) => n > 0), 'validation.idList'),
});

/** `GET /system/notice/readUsers/list`. */
export const noticeReadUsersQuerySchema = pageQuerySchema.extend({
  noticeId: z.coerce.number({ error: 'notice.idRequired' }).int('notice.idRequired').positive('notice.idRequired'),
  searchValue: text().trim().max(30).optional(),
});
export type NoticeReadUsersQuery = z.infer<typeof noticeReadUsersQuerySchema>;

/** `POST /unlockscreen` (RuoYi 3.9.2): the account's password unlocks a locked screen. */
export const unlockScreenSchema = z.object({ password: text({ error: 'lock.passwordRequired' }).max(100, 'lock.passwordRequired').optional() });
