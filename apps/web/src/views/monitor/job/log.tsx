export { JobLogPage as default } from '../../../features/job/index.ts';
