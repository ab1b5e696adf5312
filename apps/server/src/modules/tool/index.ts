/** The system tools domain's face: the OpenAPI document (`/v3/api-docs`). */
export { toolRoutes } from './routes.ts';
