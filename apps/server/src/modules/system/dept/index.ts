/** The departments domain's face: `/system/dept/**` (the dept tree, its moves and rules, within the caller's data scope). */
export { deptRoutes } from './routes.ts';
