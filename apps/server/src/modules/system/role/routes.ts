import { Perm, roleEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { bumpMenusOnWrite } from '../../../core/menu-version.ts';
import { sendXlsx } from '../../../core/download.ts';
import { route } from '../../../core/endpoint.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { authUserList, grantUsers, revokeUsers } from './auth-user.ts';
import { roleWorkbook } from './export.ts';
import { allRoles, listRoles } from './repo.ts';
import { type RoleDeps, changeRoleStatus, createRole, deleteRoles, roleDeptTree, roleDetail, updateDataScope, updateRole } from './service.ts';

const log = (businessType: number) => ({ log: { title: '角色管理', businessType } });

/** `/system/role/**`: roles, their menus, data scope and users (RuoYi §5.1 Roles). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const d: RoleDeps = { db: app.deps.database.db, sessions: app.sessions };
  const { store } = app.deps;
  // A role's menus, status or deletion changes what getRouters answers its users.
  bumpMenusOnWrite(app, store);

  route(app, roleEndpoints.list, async (req) => {
    return tablePage(req, await listRoles(d.db, currentUser(req), Perm.role.list, req.query));
  });

  route(app, roleEndpoints.export, { config: log(BusinessType.EXPORT) }, async (req, reply) => {
    const rows = await allRoles(d.db, currentUser(req), Perm.role.export, req.body);
    return sendXlsx(reply, await roleWorkbook(d.db, store, req.lang, rows));
  });

  route(app, roleEndpoints.optionselect, async (req) => ok(req, await allRoles(d.db, currentUser(req), Perm.role.query, {})));

  route(app, roleEndpoints.allocatedList, async (req) => {
    return tablePage(req, await authUserList(d.db, currentUser(req), req.query, true));
  });

  route(app, roleEndpoints.unallocatedList, async (req) => {
    return tablePage(req, await authUserList(d.db, currentUser(req), req.query, false));
  });

  route(app, roleEndpoints.cancel, { config: log(BusinessType.GRANT) }, async (req) => {
    await revokeUsers(d, currentUser(req), req.body.roleId, [req.body.userId]);
    return ok(req);
  });

  route(app, roleEndpoints.cancelAll, { config: log(BusinessType.GRANT) }, async (req) => {
    await revokeUsers(d, currentUser(req), req.query.roleId, req.query.userIds);
    return ok(req);
  });

  route(app, roleEndpoints.selectAll, { config: log(BusinessType.GRANT) }, async (req) => {
    await grantUsers(d, currentUser(req), req.query.roleId, req.query.userIds);
    return ok(req);
  });

  route(app, roleEndpoints.deptTree, async (req) => ok(req, undefined, await roleDeptTree(d.db, currentUser(req), req.params.roleId)));

  route(app, roleEndpoints.dataScope, { config: log(BusinessType.UPDATE) }, async (req) => {
    await updateDataScope(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, roleEndpoints.changeStatus, { config: log(BusinessType.UPDATE) }, async (req) => {
    await changeRoleStatus(d, currentUser(req), req.body.roleId, req.body.status);
    return ok(req);
  });

  route(app, roleEndpoints.get, async (req) => ok(req, await roleDetail(d.db, currentUser(req), req.params.roleId)));

  route(app, roleEndpoints.add, { config: log(BusinessType.INSERT) }, async (req) => {
    await createRole(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, roleEndpoints.edit, { config: log(BusinessType.UPDATE) }, async (req) => {
    await updateRole(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, roleEndpoints.remove, { config: log(BusinessType.DELETE) }, async (req) => {
    await deleteRoles(d.db, currentUser(req), req.params.roleIds);
    return ok(req);
  });
};
