export { JobPage as default } from '../../../features/job/index.ts';
