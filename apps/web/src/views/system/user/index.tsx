export { UserPage as default } from '../../../features/user/index.ts';
