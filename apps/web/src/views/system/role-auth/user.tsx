export { AuthUserPage as default } from '../../../features/role/index.ts';
