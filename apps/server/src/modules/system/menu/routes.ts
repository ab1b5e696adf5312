import { menuEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { bumpMenusOnWrite } from '../../../core/menu-version.ts';
import { ok } from '../../../core/envelope.ts';
import { listMenus } from './repo.ts';
import { type MenuDeps, callerMenuTree, createMenu, deleteMenu, menuDetail, roleMenuTree, updateMenu, updateMenuSort } from './service.ts';

const log = (businessType: number, title = '菜单管理') => ({ log: { title, businessType } });

/** `/system/menu/**`: the menu tree, its pages and buttons (RuoYi §5.1 Menus). `getRouters` reads the same table. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const d: MenuDeps = { db: app.deps.database.db, sessions: app.sessions };
  // Every menu write changes what getRouters answers.
  bumpMenusOnWrite(app, app.deps.store);

  route(app, menuEndpoints.list, async (req) => ok(req, await listMenus(d.db, currentUser(req), req.query)));

  route(app, menuEndpoints.treeselect, async (req) => ok(req, await callerMenuTree(d.db, currentUser(req), req.lang)));

  route(app, menuEndpoints.roleMenuTreeselect, async (req) => ok(req, undefined, await roleMenuTree(d.db, currentUser(req), req.params.roleId, req.lang)));

  route(app, menuEndpoints.updateSort, { config: log(BusinessType.UPDATE, '保存菜单排序') }, async (req) => {
    await updateMenuSort(d.db, currentUser(req), req.body.menuIds, req.body.orderNums);
    return ok(req);
  });

  route(app, menuEndpoints.get, async (req) => ok(req, await menuDetail(d.db, req.params.menuId)));

  route(app, menuEndpoints.add, { config: log(BusinessType.INSERT) }, async (req) => {
    await createMenu(d.db, currentUser(req), req.body);
    return ok(req);
  });

  route(app, menuEndpoints.edit, { config: log(BusinessType.UPDATE) }, async (req) => {
    await updateMenu(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, menuEndpoints.remove, { config: log(BusinessType.DELETE) }, async (req) => {
    await deleteMenu(d.db, req.params.menuId);
    return ok(req);
  });
};
