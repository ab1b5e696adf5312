/** The menus domain's face: `/system/menu/**`, the menu tree and RuoYi's router list (`/getRouters`). */
export { type MenuRow, buildRouters, menuTree } from './routers.ts';
export { menuRoutes } from './routes.ts';
