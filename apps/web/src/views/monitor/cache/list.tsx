export { CacheListPage as default } from '../../../features/monitor/index.ts';
