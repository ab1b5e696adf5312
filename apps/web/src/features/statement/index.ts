export { default as StatementPage } from './StatementPage.tsx';
export { default as MyStatementsPage } from './MyStatementsPage.tsx';
