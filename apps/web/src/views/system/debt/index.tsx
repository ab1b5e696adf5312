export { DebtPage as default } from '../../../features/debt/index.ts';
