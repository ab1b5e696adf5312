export { StaffPage as default } from '../../../features/order/index.ts';
