export { ProductPage as default } from '../../../features/product/index.ts';
