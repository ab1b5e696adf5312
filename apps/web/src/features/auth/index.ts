export { AuthShell } from './AuthShell.tsx';
export { CaptchaField } from './CaptchaField.tsx';
export { useCaptcha } from './useCaptcha.ts';
