export { shopOptions } from './api.ts';
export { default as ShopView } from './components/ShopView.tsx';
export { default as ShopOnePage } from './one/ShopOnePage.tsx';
