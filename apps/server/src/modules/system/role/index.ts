/**
 * The roles domain's face: `/system/role/**` (roles, their data scope and users), and what the menus
 * domain reads of a role for its role menu tree.
 */
export { roleRoutes } from './routes.ts';
export { checkRoleVisible, checkedMenuIds, findRole } from './repo.ts';
