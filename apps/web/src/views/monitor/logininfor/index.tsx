export { LogininforPage as default } from '../../../features/monitor/index.ts';
