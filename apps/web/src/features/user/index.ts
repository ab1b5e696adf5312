export { default as AuthRolePage } from './AuthRolePage.tsx';
export { default as ChangePwdForm } from './profile/ChangePwdForm.tsx';
export { default as ProfilePage } from './ProfilePage.tsx';
export { default as UserPage } from './UserPage.tsx';
export { getUserProfile } from './api.ts';
