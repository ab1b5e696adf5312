export { ShopOnePage as default } from '../../../features/shop/index.ts';
