export { AuthShell } from './AuthShell.tsx';
export { CaptchaField } from './CaptchaField.tsx';
export { useCaptcha } from './useCaptcha.ts';
export { useLoginBanners } from './useLoginBanners.ts';
/** The login banners' carousel, as a separate chunk (for `React.lazy`). */
export const loadLoginBanners = () => import('./LoginBanners.tsx');
