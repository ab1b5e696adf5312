export { OrdersPage as default } from '../../../features/order/index.ts';
