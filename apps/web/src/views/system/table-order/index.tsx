export { StatementPage as default } from '../../../features/statement/index.ts';
