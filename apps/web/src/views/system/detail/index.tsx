import LedgerView from '../../components/finance/LedgerView.tsx';

/** Finance → Ledger: every account's balance changes, filterable by account, type, document and date. */
export default function FundDetailPage() {
  return <LedgerView />;
}
