export { PwdPage as default } from '../../../features/pwd/index.ts';
