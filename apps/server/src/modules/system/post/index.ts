/** The posts domain's face: `/system/post/**` (posts, their export and options). */
export { postRoutes } from './routes.ts';
