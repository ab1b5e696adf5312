import { checkPermi, checkRole } from '../utils/permission.ts';
import { useUserStore } from './user.ts';

/** Checks against the logged-in user outside React (route loaders); components use `useAuth`. */
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
