export { default as PwdPage } from './PwdPage.tsx';
export { default as SecurityPage } from './SecurityPage.tsx';
export { isSecondPasswordCancelled, useSecondPassword } from './useSecondPassword.ts';
