import { LedgerView } from '../../../features/fund/index.ts';

/** Finance → Ledger: every account's balance changes, filterable by account, type, document and date. */
export default function FundDetailPage() {
  return <LedgerView />;
}
