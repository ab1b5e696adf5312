import { z } from 'zod';
import { dateParam, pageQuerySchema, statusSchema, text } from '../common.ts';
import { formatDateTime, parseDateTime } from '../wire.ts';
import { bodyId, queryId } from './catalogue-fields.ts';
import { uploadedImage } from './money.ts';

/**
 * Login-page banners (docs/DOMAIN.md, Sites and banners): per site, shown from `beginTime` to
 * `endTime` (GMT+8 wall times, `yyyy-MM-dd HH:mm[:ss]`) while enabled, in `orderNum` order.
 */

/** A date and time typed by a person, `yyyy-MM-dd HH:mm[:ss]` in GMT+8; kept as text (the server reads it). */
const wallTime = (error: string) =>
  text({ error })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, error)
    // A real calendar moment: 2026-02-30 or 24:00 would roll over, so the text must read back unchanged.
    .refine((s) => {
      const d = parseDateTime(s);
      return d !== undefined && formatDateTime(d) === (s.length === 16 ? `${s}:00` : s);
    }, error);

/** An absolute http(s) address a banner opens; empty means the banner links nowhere. */
export const linkUrlSchema = text({ error: 'carousel.linkInvalid' })
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => {
    if (v === '') return true;
    if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && u.username === '' && u.password === '';
    } catch {
      return false;
    }
  }, 'carousel.linkInvalid');

const carouselFields = {
  siteId: z.number({ error: 'carousel.siteRequired' }).int().positive('carousel.siteRequired'),
  title: text({ error: 'carousel.titleRequired' }).trim().min(1, 'carousel.titleRequired').max(100, 'validation.tooLong'),
  titleEn: text()
    .trim()
    .max(100, 'validation.tooLong')
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  image: uploadedImage('carousel.imageRequired'),
  linkUrl: linkUrlSchema
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  orderNum: z.coerce
    .number({ error: 'carousel.orderInvalid' })
    .int('carousel.orderInvalid')
    .min(0, 'carousel.orderInvalid')
    .max(9999, 'carousel.orderInvalid')
    .default(0),
  beginTime: wallTime('carousel.beginInvalid'),
  endTime: wallTime('carousel.endInvalid'),
  status: statusSchema.default('0'),
};

/** The end of the showing period comes after its beginning. */
const periodInOrder = (v: { beginTime: string; endTime: string }) => {
  const begin = parseDateTime(v.beginTime);
  const end = parseDateTime(v.endTime);
  return !begin || !end || end.getTime() > begin.getTime();
};
const PERIOD_ORDER = { path: ['endTime'], message: 'carousel.endBeforeBegin' };

export const carouselBodySchema = z.object(carouselFields).refine(periodInOrder, PERIOD_ORDER);
/** The showing period alone (a form's range picker checks it with the body's rules). */
export const carouselPeriodSchema = z.object({ beginTime: carouselFields.beginTime, endTime: carouselFields.endTime }).refine(periodInOrder, PERIOD_ORDER);
export const carouselEditSchema = z.object({ carouselId: bodyId, ...carouselFields }).refine(periodInOrder, PERIOD_ORDER);
export type CarouselBody = z.infer<typeof carouselBodySchema>;
export type CarouselEdit = z.infer<typeof carouselEditSchema>;

export const carouselListQuerySchema = pageQuerySchema.extend({
  siteId: queryId,
  status: statusSchema.optional().or(z.literal('')),
  /** Matches the Chinese or the English title. */
  title: text().trim().max(100).optional(),
  /** Banners showing at that moment (a date: at any time of that day). */
  activeAt: dateParam,
});
export type CarouselListQuery = z.infer<typeof carouselListQuerySchema>;
