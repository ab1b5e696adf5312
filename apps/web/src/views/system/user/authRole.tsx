export { AuthRolePage as default } from '../../../features/user/index.ts';
