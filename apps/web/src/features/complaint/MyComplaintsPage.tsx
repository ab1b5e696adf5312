import ComplaintListScreen from './ComplaintListScreen.tsx';

/** Seller centre → My complaints: the seller's own complaints about its orders and tasks. */
export default function MyComplaintsPage() {
  return <ComplaintListScreen side="seller" />;
}
