export { addTask, previewTaskPrice, resubmitTask, type TaskPriceBody, updateTask } from './api.ts';
export { coinOf, filled, yuan } from './detail/costRows.ts';
export { default as TaskDetailDialog } from './detail/TaskDetailDialog.tsx';
export { useTaskDetail } from './detail/useTaskDetail.ts';
export { default as TaskChartPage } from './TaskChartPage.tsx';
export { default as TaskListScreen } from './TaskListScreen.tsx';
export { default as TaskWorkbenchPage } from './TaskWorkbenchPage.tsx';
export { useTaskPaths } from './useTaskPaths.ts';
export { useTaskViewer } from './useTaskViewer.ts';
