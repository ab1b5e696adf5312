export { CustomerPage as default } from '../../../features/customer/index.ts';
