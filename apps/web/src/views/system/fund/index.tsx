export { FundTotalsPage as default } from '../../../features/fund/index.ts';
