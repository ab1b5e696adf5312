import { ALL_PERMISSION, SUPER_ROLE } from '@ceping/contract';
import i18n from '../i18n/index.ts';
import { useUserStore } from '../stores/user.ts';

export type MatchMode = 'or' | 'and';

function requireList(value: string | readonly string[], kind: 'permission' | 'role'): string[] {
  const list = (typeof value === 'string' ? [value] : [...value]).filter((item) => typeof item === 'string' && item.trim() !== '');
  if (list.length === 0) {
    throw new Error(i18n.t(kind === 'permission' ? 'common:auth.permissionRequired' : 'common:auth.roleRequired'));
  }
  return list;
}

/** Permission check over an explicit list: `*:*:*` passes everything; an empty request is a programming error. */
export function checkPermi(owned: readonly string[], required: string | readonly string[], mode: MatchMode = 'or'): boolean {
  const list = requireList(required, 'permission');
  if (owned.includes(ALL_PERMISSION)) return true;
  return mode === 'or' ? list.some((p) => owned.includes(p)) : list.every((p) => owned.includes(p));
}

/**
 * Role check over an explicit list. Role `admin` always passes. An entry `!x` excludes role x: a user
 * holding an excluded role fails whatever else the list says; a list of exclusions only passes every
 * other user. The remaining entries must match one (`or`) or all (`and`) of the user's roles.
 */
export function checkRole(owned: readonly string[], required: string | readonly string[], mode: MatchMode = 'or'): boolean {
  const list = requireList(required, 'role');
  if (owned.includes(SUPER_ROLE)) return true;
  const excluded = list.filter((r) => r.startsWith('!')).map((r) => r.slice(1));
  const included = list.filter((r) => !r.startsWith('!'));
  if (excluded.some((r) => owned.includes(r))) return false;
  if (included.length === 0) return true;
  return mode === 'or' ? included.some((r) => owned.includes(r)) : included.every((r) => owned.includes(r));
}

const permissions = () => useUserStore.getState().permissions;
const roles = () => useUserStore.getState().roles;

/** The logged-in user holds permission `p` (or `*:*:*`). */
export const hasPermi = (p: string) => checkPermi(permissions(), p);
/** The logged-in user holds at least one of the permissions. */
export const hasPermiOr = (list: readonly string[]) => checkPermi(permissions(), list, 'or');
/** The logged-in user holds all the permissions. */
export const hasPermiAnd = (list: readonly string[]) => checkPermi(permissions(), list, 'and');
/** The logged-in user has role `r` (`!r`: does not have it); admin passes. */
export const hasRole = (r: string) => checkRole(roles(), r);
export const hasRoleOr = (list: readonly string[]) => checkRole(roles(), list, 'or');
export const hasRoleAnd = (list: readonly string[]) => checkRole(roles(), list, 'and');
