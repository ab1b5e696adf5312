export { OperlogPage as default } from '../../../features/monitor/index.ts';
