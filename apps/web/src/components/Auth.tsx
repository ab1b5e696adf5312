import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth.ts';

export interface AuthProps {
  /** One permission, e.g. `system:user:add`. */
  perm?: string;
  /** Several permissions: any of them (or all with `all`). */
  perms?: readonly string[];
  /** One role; `!role` means "not this role". */
  role?: string;
  /** Several roles: any of them (or all with `all`). */
  roles?: readonly string[];
  all?: boolean;
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders its children only when the user passes every given check (admin and `*:*:*` always pass). */
export function Auth({ perm, perms, role, roles, all = false, fallback = null, children }: AuthProps) {
  const auth = useAuth();
  const { t } = useTranslation('common');
  const checks: boolean[] = [];
  if (perm !== undefined) checks.push(auth.hasPermi(perm));
  if (perms !== undefined) checks.push(all ? auth.hasPermiAnd(perms) : auth.hasPermiOr(perms));
  if (role !== undefined) checks.push(auth.hasRole(role));
  if (roles !== undefined) checks.push(all ? auth.hasRoleAnd(roles) : auth.hasRoleOr(roles));
  if (checks.length === 0) throw new Error(t('auth.permissionRequired'));
  return <>{checks.every(Boolean) ? children : fallback}</>;
}

export default Auth;
