export { ProfilePage as default } from '../../../../features/user/index.ts';
