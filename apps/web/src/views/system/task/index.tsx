import { TaskListScreen } from '../../../features/task/index.ts';

/** Business → Tasks: every task for admins and staff, with a seller filter. */
export default function TaskAdminPage() {
  return <TaskListScreen scope="admin" />;
}
