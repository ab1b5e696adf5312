export { CachePage as default } from '../../../features/monitor/index.ts';
