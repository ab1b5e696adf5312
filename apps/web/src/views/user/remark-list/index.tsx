export { RemarkListPage as default } from '../../../features/order/index.ts';
