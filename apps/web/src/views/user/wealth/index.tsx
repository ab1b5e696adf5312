import LedgerView from '../../components/finance/LedgerView.tsx';

/** Seller centre → Wallet log: the seller's own balance changes. */
export default function WealthPage() {
  return <LedgerView ownOnly />;
}
