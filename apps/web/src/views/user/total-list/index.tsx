export { TotalListPage as default } from '../../../features/order/index.ts';
