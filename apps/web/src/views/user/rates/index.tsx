export { RatesPage as default } from '../../../features/price/index.ts';
