import { ALL_PERMISSION, SUPER_ROLE } from '@ceping/contract';
import i18n from '../i18n/index.ts';

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
