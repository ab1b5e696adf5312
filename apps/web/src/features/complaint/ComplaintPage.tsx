import ComplaintListScreen from './ComplaintListScreen.tsx';

/** Business → Complaints: every seller's complaints, handled by staff and admins. */
export default function ComplaintPage() {
  return <ComplaintListScreen side="staff" />;
}
