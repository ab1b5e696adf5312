export { MyStatementsPage as default } from '../../../features/statement/index.ts';
