export { default as DebtPage } from './DebtPage.tsx';
