import { z } from 'zod';
import { defineEndpoint, okOf } from '../endpoint.ts';
import { ANY_USER } from '../perms.ts';

/** A calendar day, `yyyy-MM-dd` (GMT+8). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'yyyy-MM-dd (GMT+8)', examples: ['2025-01-31'] });
const count = z.number().int().min(0);

/**
 * The caller's daily sign-in (home dashboard), complete: the days are GMT+8 calendar days, so
 * "today" is the server's, whatever the browser's clock or zone says.
 */
export const signInInfo = z.object({
  /** The server's today (GMT+8). */
  today: day,
  signedToday: z.boolean(),
  /**
   * Consecutive days signed up to today, or up to yesterday while today is not signed yet (the
   * streak is still alive); 0 when neither day was signed.
   */
  streak: count,
  /** Every day the caller ever signed. */
  totalDays: count,
  /** The current month, `yyyy-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** The days of the current month signed, ascending. */
  monthDates: z.array(day),
});
export type SignInInfo = z.input<typeof signInInfo>;

const tags = ['system/signIn'];

/** `/system/signIn`: one check-in a day per user, stored on the server (docs/DOMAIN.md "Sign-in"). */
export const signInEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/system/signIn/info',
    perm: ANY_USER,
    summary: { zh: '我的签到信息', en: 'My sign-in status' },
    tags,
    response: okOf(signInInfo),
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/system/signIn',
    perm: ANY_USER,
    summary: { zh: '今日签到', en: 'Sign in for today' },
    tags,
    /** The status after signing; a second sign-in the same day answers 601 "already signed in today". */
    response: okOf(signInInfo),
  }),
};
