import { type LoginBody, type RegisterBody, authEndpoints, carouselEndpoints } from '@ceping/contract';
import { call, type EndpointResult } from './endpoint.ts';

/** `GET /getInfo`: the session's user, roles and permissions, and the change-password prompts. */
export type GetInfoResult = EndpointResult<typeof authEndpoints.getInfo>;
/** The user object of `GET /getInfo` (with its site). */
export type InfoUser = GetInfoResult['user'];
export type CaptchaResponse = EndpointResult<typeof authEndpoints.captchaImage>;

export const CAPTCHA_TIMEOUT = 20_000;

export const login = (body: LoginBody) => call(authEndpoints.login, { body }, { isToken: false, repeatSubmit: false });

export const register = (body: RegisterBody) => call(authEndpoints.register, { body }, { isToken: false });

/** `silent`: a background reload (after money moved) shows no error of its own. */
export const getInfo = (opts?: { silent?: boolean }) => call(authEndpoints.getInfo, {}, opts?.silent ? { silent: true } : undefined);

export const getRouters = () => call(authEndpoints.getRouters);

export const logout = () => call(authEndpoints.logout, {}, { repeatSubmit: false });

/** Silent: the sign-in pages show a failure in place of the image, with a retry. */
export const captchaImage = () => call(authEndpoints.captchaImage, {}, { isToken: false, timeout: CAPTCHA_TIMEOUT, silent: true });

/** Silent: the login page's banners (of the site its address names) are decoration; without them the page is as it always was. */
export const loginBanners = () => call(carouselEndpoints.banners, {}, { isToken: false, silent: true });
