export { default as RechargePayPage } from './RechargePayPage.tsx';
export { default as RechargeListPage } from './RechargeListPage.tsx';
