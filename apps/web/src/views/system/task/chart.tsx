export { TaskChartPage as default } from '../../../features/task/index.ts';
