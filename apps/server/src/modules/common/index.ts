/** The common domain's face: uploads and downloads (`/common/**`) and the public `/profile/**` files. */
export { commonRoutes } from './routes.ts';
