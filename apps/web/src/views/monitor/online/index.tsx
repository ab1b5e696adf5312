export { OnlinePage as default } from '../../../features/monitor/index.ts';
