export { RolePage as default } from '../../../features/role/index.ts';
