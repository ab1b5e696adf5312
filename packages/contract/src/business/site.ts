import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';
import { bodyId } from './catalogue-fields.ts';

export const siteBodySchema = z.object({
  siteName: text({ error: 'site.nameRequired' }).trim().min(1, 'site.nameRequired').max(50, 'validation.tooLong'),
  domain: text()
    .trim()
    .toLowerCase()
    .max(100, 'validation.tooLong')
    .regex(/^$|^(?=.{1,100}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/, 'site.domainInvalid')
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** The path an upload answered (`/profile/upload/…`). */
  logo: text()
    .trim()
    .max(255, 'validation.tooLong')
    .regex(/^$|^\/profile\/(upload|avatar)\/[A-Za-z0-9/_.-]+\.(png|jpe?g|gif|bmp|webp)$/i, 'site.logoInvalid')
    .refine((v) => !v.includes('..'), 'site.logoInvalid')
    .nullable()
    .optional()
    .transform((v) => v || null),
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const siteEditSchema = siteBodySchema.extend({ siteId: bodyId });
export type SiteBody = z.infer<typeof siteBodySchema>;
export type SiteEdit = z.infer<typeof siteEditSchema>;

export const siteListQuerySchema = pageQuerySchema.extend({
  siteName: text().trim().max(50).optional(),
  domain: text().trim().max(100).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;
