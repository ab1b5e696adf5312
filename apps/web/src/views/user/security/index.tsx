export { SecurityPage as default } from '../../../features/pwd/index.ts';
