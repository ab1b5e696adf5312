export { ServerPage as default } from '../../../features/monitor/index.ts';
