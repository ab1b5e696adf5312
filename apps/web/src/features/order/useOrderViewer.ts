import { useAuth } from '../../hooks/useAuth.ts';
import { useUserStore } from '../../stores/user.ts';
import type { OrderViewer } from './orderRules.ts';

/** The logged-in user as the order rules see it: role `service` is staff, role `admin` admin. */
export function useOrderViewer(): OrderViewer {
  const auth = useAuth();
  const userId = useUserStore((s) => s.userId);
  const roles = useUserStore((s) => s.roles);
  return { userId, roles, staff: roles.includes('service'), admin: roles.includes('admin'), hasPermi: auth.hasPermi };
}
