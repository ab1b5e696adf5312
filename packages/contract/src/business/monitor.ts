import { z } from 'zod';
import { pageQuerySchema, statusSchema, text } from '../common.ts';

/** `GET /monitor/online/list`: exact user name and address (RuoYi's two filters), not paged. */
export const onlineQuerySchema = z.object({
  ipaddr: text().trim().max(128).optional(),
  userName: text().trim().max(50).optional(),
});
export type OnlineQuery = z.infer<typeof onlineQuerySchema>;

/** A session id (the uuid inside the token). */
export const tokenIdSchema = text().regex(/^[0-9a-f-]{36}$/, 'monitor.online.badToken');

const blankable = <T extends z.ZodType>(s: T) => s.optional().or(z.literal('').transform(() => undefined));

export const logininforQuerySchema = pageQuerySchema.extend({
  ipaddr: text().trim().max(128).optional(),
  userName: text().trim().max(50).optional(),
  status: blankable(statusSchema),
});
export type LogininforQuery = z.infer<typeof logininforQuerySchema>;

const businessType = z.coerce.number().int().min(0).max(99);
export const operlogQuerySchema = pageQuerySchema.extend({
  operIp: text().trim().max(128).optional(),
  title: text().trim().max(50).optional(),
  operName: text().trim().max(50).optional(),
  businessType: blankable(businessType),
  businessTypes: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(businessType).max(20)).optional(),
  status: blankable(z.coerce.number().int().min(0).max(1)),
});
export type OperlogQuery = z.infer<typeof operlogQuerySchema>;

/** A cache name is one of the prefixes `getNames` answers (ending with `:`); a key is a full key under it. */
export const cacheNameSchema = text()
  .min(1)
  .max(100)
  .regex(/^[a-z_]+:$/, 'monitor.cache.unknownName');
export const cacheKeySchema = text().min(1).max(300);
