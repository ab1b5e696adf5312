export { FEE_KEYS } from './components/feeColumns.ts';
export { default as FeePage } from './FeePage.tsx';
