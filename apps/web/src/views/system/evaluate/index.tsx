export { EvaluatePage as default } from '../../../features/order/index.ts';
