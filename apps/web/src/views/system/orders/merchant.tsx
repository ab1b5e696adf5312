export { MerchantOrdersPage as default } from '../../../features/order/index.ts';
