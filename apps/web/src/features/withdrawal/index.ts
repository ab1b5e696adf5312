export { default as WithdrawalPage } from './WithdrawalPage.tsx';
