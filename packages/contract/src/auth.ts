import { z } from 'zod';
import { inviteCodeSchema } from './business/account.ts';
import { text } from './common.ts';
import { USER_NAME_PATTERN } from './system/user.ts';
import type { RouterMeta } from './endpoints/rows.ts';

export const loginBodySchema = z.object({
  username: text().trim().default(''),
  password: text().default(''),
  code: text().trim().optional(),
  uuid: text().trim().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  /** The add-user rule (length 2–20, letters, digits and `_ . @ -`) with RuoYi's register messages. */
  username: text()
    .trim()
    .min(1, 'auth.register.usernameRequired')
    .min(2, 'auth.register.usernameLength')
    .max(20, 'auth.register.usernameLength')
    .regex(USER_NAME_PATTERN, 'user.userNameChars'),
  password: text().min(1, 'auth.register.passwordRequired').min(5, 'auth.register.passwordLength').max(20, 'auth.register.passwordLength'),
  confirmPassword: text().optional(),
  code: text().trim().optional(),
  uuid: text().trim().optional(),
  /** A seller's invite code: the account becomes that seller's sub-account (role zi). */
  inviteCode: inviteCodeSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export interface RouterVo {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
}
