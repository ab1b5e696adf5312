export { FeePage as default } from '../../../features/fee/index.ts';
