export { RechargePayPage as default } from '../../../features/recharge/index.ts';
