import { useMemo } from 'react';
import { useUserStore } from '../stores/user.ts';
import { checkPermi, checkRole } from '../utils/permission.ts';

/** Permission and role checks bound to the current user; components re-render when they change. */
export function useAuth() {
  const permissions = useUserStore((s) => s.permissions);
  const roles = useUserStore((s) => s.roles);
  return useMemo(
    () => ({
      hasPermi: (p: string) => checkPermi(permissions, p),
      hasPermiOr: (list: readonly string[]) => checkPermi(permissions, list, 'or'),
      hasPermiAnd: (list: readonly string[]) => checkPermi(permissions, list, 'and'),
      hasRole: (r: string) => checkRole(roles, r),
      hasRoleOr: (list: readonly string[]) => checkRole(roles, list, 'or'),
      hasRoleAnd: (list: readonly string[]) => checkRole(roles, list, 'and'),
    }),
    [permissions, roles],
  );
}
