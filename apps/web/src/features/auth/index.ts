export { AuthShell } from './AuthShell.tsx';
export { CaptchaField } from './CaptchaField.tsx';
export { LoginPage, type LoginPageProps, REMEMBER_USERNAME_KEY } from './LoginPage.tsx';
export { useCaptcha } from './useCaptcha.ts';
