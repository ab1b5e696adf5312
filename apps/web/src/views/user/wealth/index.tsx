import { LedgerView } from '../../../features/fund/index.ts';

/** Seller centre → Wallet log: the seller's own balance changes. */
export default function WealthPage() {
  return <LedgerView ownOnly />;
}
