/**
 * The users domain's face (`/system/user/**`, the profile): who may change what decides a session
 * (`changeUserAccess`), where new sellers are placed, and which accounts are sellers.
 */
export { userRoutes } from './routes.ts';
export { type AccessDeps, type AccessWriter, changeUserAccess } from './access-change.ts';
export { DEFAULT_SITE_ID, SELLER_DEPT_ID, defaultSiteId, sellerPlacement } from './placement.ts';
export { checkRoleScope, checkUserScope, deptTree, isTaken, userScope } from './repo.ts';
export { SELLER_ROLES, isSellerOnly, ownerScope, sellerRolesOf } from './sellers.ts';
export { loadUserView } from './view.ts';
