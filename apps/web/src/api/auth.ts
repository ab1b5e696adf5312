import type { AjaxResult, CaptchaResult, LoginBody, RouterVo, SiteInfo, SysUser } from '@ceping/contract';
import { get, post } from './request.ts';

/** The user object of `GET /getInfo` (the session's user, money fields as numeric strings). */
export interface InfoUser extends Partial<Omit<SysUser, 'money' | 'addMoney' | 'rate' | 'avatar'>> {
  userId: number;
  userName: string;
  nickName: string;
  avatar?: string | null;
  money?: string | number | null;
  addMoney?: string | number | null;
  rate?: string | number | null;
  site?: SiteInfo | null;
}

export interface GetInfoResult extends AjaxResult {
  user: InfoUser;
  roles: string[];
  permissions: string[];
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
}

export interface LoginResult extends AjaxResult {
  token: string;
}

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword?: string;
  code?: string;
  uuid?: string;
}

export type CaptchaResponse = AjaxResult & Partial<CaptchaResult>;

export const CAPTCHA_TIMEOUT = 20_000;

export const login = (body: LoginBody) => post<LoginResult>('/login', body, { isToken: false, repeatSubmit: false });

export const register = (body: RegisterForm) => post<AjaxResult>('/register', body, { isToken: false });

export const getInfo = () => get<GetInfoResult>('/getInfo');

export const getRouters = () => get<AjaxResult<RouterVo[]>>('/getRouters');

export const logout = () => post<AjaxResult>('/logout', undefined, { repeatSubmit: false });

/** Silent: the sign-in pages show a failure in place of the image, with a retry. */
export const captchaImage = () => get<CaptchaResponse>('/captchaImage', undefined, { isToken: false, timeout: CAPTCHA_TIMEOUT, silent: true });
