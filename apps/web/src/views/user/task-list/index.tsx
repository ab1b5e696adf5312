import { TaskListScreen } from '../../../features/task/index.ts';

/** Seller portal → My tasks: own tasks (and sub-accounts' tasks, read-only). */
export default function UserTaskListPage() {
  return <TaskListScreen scope="seller" />;
}
