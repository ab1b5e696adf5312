import { Perm, userListQuerySchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { userEndpoints } from '@ceping/contract';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { fail } from '../../../core/errors.ts';
import { checkFileContent, extensionOf } from '../../../core/file-type.ts';
import { readSingleFile } from '../../../core/upload.ts';
import { importTemplate, sendXlsx, sheetName, userWorkbook } from './excel.ts';
import { MAX_IMPORT_FILE_BYTES, importUsers } from './import.ts';
import { profileRoutes } from './profile-routes.ts';
import { deptTree, exportUsers, listUsers } from './repo.ts';
import { type UserDeps, authRoleView, changeStatus, createUser, deleteUsers, resetPassword, setUserRoles, updateUser, userDetail } from './service.ts';

const LOG = '用户管理';
const log = (businessType: number) => ({ title: LOG, businessType });
/** Export posts its filters as a form; an empty body means "no filters". */
const _exportBodySchema = z.preprocess((v) => v ?? {}, userListQuerySchema);

/** `/system/user/**` (user management) and, nested, `/system/user/profile/**`. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const d: UserDeps = { db: app.deps.database.db, sessions: app.sessions };
  const _base = '/system/user';

  route(app, userEndpoints.list, async (req) => {
    return tablePage(req, await listUsers(d.db, currentUser(req), Perm.user.list, req.query));
  });

  route(app, userEndpoints.export, { config: { log: log(BusinessType.EXPORT) } }, async (req, reply) => {
    const rows = await exportUsers(d.db, currentUser(req), Perm.user.export, req.body);
    return sendXlsx(reply, await userWorkbook(req.lang, rows), `${sheetName(req.lang)}_${Date.now()}.xlsx`);
  });

  route(app, userEndpoints.importTemplate, async (req, reply) => sendXlsx(reply, await importTemplate(req.lang), `${sheetName(req.lang)}_template.xlsx`));

  route(app, userEndpoints.importData, { config: { log: log(BusinessType.IMPORT) } }, async (req) => {
    const { filename, buf } = await readSingleFile(req, 'file', MAX_IMPORT_FILE_BYTES);
    if (extensionOf(filename) !== 'xlsx' || !checkFileContent(buf, 'xlsx')) throw fail('user.import.invalidFile');
    const result = await importUsers({ ...d, store: app.deps.store }, currentUser(req), buf, req.query.updateSupport, req.lang);
    return { code: result.ok ? 200 : 500, msg: result.msg };
  });

  route(app, userEndpoints.deptTree, async (req) => ok(req, await deptTree(d.db, currentUser(req), Perm.user.list, req.query)));

  route(app, userEndpoints.getNew, async (req) => ok(req, undefined, await userDetail(d.db, currentUser(req), req.lang)));

  route(app, userEndpoints.get, async (req) => {
    const { data, ...rest } = await userDetail(d.db, currentUser(req), req.lang, req.params.userId);
    return ok(req, data, rest);
  });

  route(app, userEndpoints.add, { config: { log: log(BusinessType.INSERT) } }, async (req) => {
    await createUser(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, userEndpoints.edit, { config: { log: log(BusinessType.UPDATE) } }, async (req) => {
    await updateUser(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, userEndpoints.remove, { config: { log: log(BusinessType.DELETE) } }, async (req) => {
    await deleteUsers(d, currentUser(req), req.params.userIds);
    return ok(req);
  });

  route(app, userEndpoints.resetPwd, { config: { log: log(BusinessType.UPDATE) } }, async (req) => {
    await resetPassword(d, currentUser(req), req.body.userId, req.body.password);
    return ok(req);
  });

  route(app, userEndpoints.changeStatus, { config: { log: log(BusinessType.UPDATE) } }, async (req) => {
    await changeStatus(d, currentUser(req), req.body.userId, req.body.status);
    return ok(req);
  });

  route(app, userEndpoints.getAuthRole, async (req) => ok(req, undefined, await authRoleView(d.db, currentUser(req), req.params.userId, req.lang)));

  route(app, userEndpoints.editAuthRole, { config: { log: log(BusinessType.GRANT) } }, async (req) => {
    await setUserRoles(d, currentUser(req), req.query.userId, req.query.roleIds);
    return ok(req);
  });

  await app.register(profileRoutes);
};
