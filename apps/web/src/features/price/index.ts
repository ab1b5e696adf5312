export { default as OwnerSearchForm, type OwnerSearchValues } from './OwnerSearchForm.tsx';
export { default as PackListPage } from './PackListPage.tsx';
export { default as PricePage } from './PricePage.tsx';
export { default as RatesPage } from './RatesPage.tsx';
