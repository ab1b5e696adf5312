/** The settings domain's face (`sys_config`, `/system/config/configKey`). */
export { configRoutes } from './routes.ts';
export { clearConfigCache, getConfigValue, isCaptchaEnabled, isRegisterEnabled } from './service.ts';
