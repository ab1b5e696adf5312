export { default as ProductPage } from './ProductPage.tsx';
