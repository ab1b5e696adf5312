/** The menus domain's face: the menu tree and RuoYi's router list (`/getRouters`). */
export { type MenuRow, buildRouters, menuTree } from './routers.ts';
