export { default as AuthUserPage } from './AuthUserPage.tsx';
export { default as RolePage } from './RolePage.tsx';
