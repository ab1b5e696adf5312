export { TaskWorkbenchPage as default } from '../../../features/task/index.ts';
