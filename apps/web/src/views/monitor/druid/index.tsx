export { DatabasePage as default } from '../../../features/monitor/index.ts';
