/** The auth domain's face: login, logout, registration, captcha, the session's user and menus. */
export { authRoutes } from './routes.ts';
export { loadSessionAccess } from './permissions.ts';
export { LOCK_MINUTES, MAX_RETRY, unlockLoginName } from './throttle.ts';
export { CAPTCHA_PREFIX } from './service.ts';
