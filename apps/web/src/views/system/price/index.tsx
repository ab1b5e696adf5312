export { PricePage as default } from '../../../features/price/index.ts';
