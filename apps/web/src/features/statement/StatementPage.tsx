import StatementListScreen from './StatementListScreen.tsx';

/** Finance → Statements (`system/table order`): generate a month, read, settle, export. */
export default function StatementPage() {
  return <StatementListScreen side="finance" />;
}
