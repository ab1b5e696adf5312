export { default as FundTotalsPage } from './FundTotalsPage.tsx';
export { default as LedgerView } from './ledger/LedgerView.tsx';
export { default as PasswordPairFields } from './ledger/PasswordPairFields.tsx';
