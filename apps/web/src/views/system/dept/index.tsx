export { DeptPage as default } from '../../../features/dept/index.ts';
