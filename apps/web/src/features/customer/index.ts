export { default as CustomerPage } from './CustomerPage.tsx';
export { default as SellerSelect, sellerLabel, type SellerRef } from './SellerSelect.tsx';
