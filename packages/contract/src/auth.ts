import { z } from 'zod';
import { text } from './common.ts';
import { USER_NAME_PATTERN } from './system/user.ts';

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
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export interface CaptchaResult {
  captchaEnabled: boolean;
  /** Self-registration is open (config `sys.account.registerUser`); the login page hides its link otherwise. */
  registerEnabled: boolean;
  uuid?: string;
  img?: string;
}

export interface SiteInfo {
  siteId: number;
  siteName: string;
  logo: string | null;
  domain: string | null;
}

export interface RouterMeta {
  title: string;
  icon: string | null;
  noCache: boolean;
  link: string | null;
}
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
