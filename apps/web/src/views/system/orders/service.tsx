export { OrderWorkbenchPage as default } from '../../../features/order/index.ts';
