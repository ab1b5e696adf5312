export { PackListPage as default } from '../../../features/price/index.ts';
