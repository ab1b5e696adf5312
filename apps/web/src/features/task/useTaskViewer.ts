import { useAuth } from '../../hooks/useAuth.ts';
import { useUserStore } from '../../stores/user.ts';
import type { TaskViewer } from './taskRules.ts';

/** The logged-in user as the task rules see it. */
export function useTaskViewer(): TaskViewer {
  const auth = useAuth();
  const userId = useUserStore((s) => s.userId);
  const roles = useUserStore((s) => s.roles);
  return { userId, staff: auth.hasRole('service'), admin: roles.includes('admin') };
}
