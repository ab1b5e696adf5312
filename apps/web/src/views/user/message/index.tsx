export { MessagePage as default } from '../../../features/account/index.ts';
