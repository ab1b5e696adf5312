export { default as DictTypePage } from './DictTypePage.tsx';
export { default as DictDataPage } from './DictDataPage.tsx';
