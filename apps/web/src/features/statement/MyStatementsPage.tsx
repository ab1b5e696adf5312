import StatementListScreen from './StatementListScreen.tsx';

/** Seller centre → My statements: the account's own statements, confirm or dispute, export. */
export default function MyStatementsPage() {
  return <StatementListScreen side="seller" />;
}
