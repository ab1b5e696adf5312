import {
  ANY_USER,
  Perm,
  authRoleQuerySchema,
  changeStatusSchema,
  idListSchema,
  idSchema,
  resetPwdSchema,
  userAddSchema,
  userDeptTreeQuerySchema,
  userEditSchema,
  userImportQuerySchema,
  userListQuerySchema,
} from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { fail } from '../../../core/errors.ts';
import { checkFileContent, extensionOf } from '../../../core/file-type.ts';
import { readSingleFile } from '../../../core/upload.ts';
import { importTemplate, sendXlsx, sheetName, userWorkbook } from './excel.ts';
import { MAX_IMPORT_FILE_BYTES, importUsers } from './import.ts';
import { profileRoutes } from './profile-routes.ts';
import { deptTree, listUsers } from './repo.ts';
import {
  type UserDeps,
  authRoleView,
  changeStatus,
  createUser,
  deleteUsers,
  resetPassword,
  setUserRoles,
  updateUser,
  userDetail,
} from './service.ts';

const LOG = '用户管理';
const log = (businessType: number) => ({ title: LOG, businessType });
/** Export posts its filters as a form; an empty body means "no filters". */
const exportBodySchema = z.preprocess((v) => v ?? {}, userListQuerySchema);

/** `/system/user/**` (user management) and, nested, `/system/user/profile/**`. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const d: UserDeps = { db: app.deps.database.db, sessions: app.sessions };
  const base = '/system/user';

  app.get(`${base}/list`, { config: { perm: Perm.user.list }, schema: { querystring: userListQuerySchema } }, async (req) => {
    const { rows, total } = await listUsers(d.db, currentUser(req), Perm.user.list, req.query, true);
    return table(req, rows, total);
  });

  app.post(`${base}/export`, { config: { perm: Perm.user.export, log: log(BusinessType.EXPORT) }, schema: { body: exportBodySchema } }, async (req, reply) => {
    const { rows } = await listUsers(d.db, currentUser(req), Perm.user.export, req.body, false);
    return sendXlsx(reply, await userWorkbook(req.lang, rows), `${sheetName(req.lang)}_${Date.now()}.xlsx`);
  });

  app.post(`${base}/importTemplate`, { config: { perm: ANY_USER } }, async (req, reply) =>
    sendXlsx(reply, await importTemplate(req.lang), `${sheetName(req.lang)}_template.xlsx`),
  );

  app.post(
    `${base}/importData`,
    { config: { perm: Perm.user.import, log: log(BusinessType.IMPORT) }, schema: { querystring: userImportQuerySchema } },
    async (req) => {
      const { filename, buf } = await readSingleFile(req, 'file', MAX_IMPORT_FILE_BYTES);
      if (extensionOf(filename) !== 'xlsx' || !checkFileContent(buf, 'xlsx')) throw fail('user.import.invalidFile');
      const result = await importUsers({ ...d, store: app.deps.store }, currentUser(req), buf, req.query.updateSupport, req.lang);
      return { code: result.ok ? 200 : 500, msg: result.msg };
    },
  );

  app.get(`${base}/deptTree`, { config: { perm: Perm.user.list }, schema: { querystring: userDeptTreeQuerySchema } }, async (req) =>
    ok(req, await deptTree(d.db, currentUser(req), Perm.user.list, req.query)),
  );

  app.get(`${base}/`, { config: { perm: Perm.user.query } }, async (req) => ok(req, undefined, await userDetail(d.db, currentUser(req), req.lang)));

  app.get(`${base}/:userId`, { config: { perm: Perm.user.query }, schema: { params: z.object({ userId: idSchema }) } }, async (req) => {
    const { data, ...rest } = await userDetail(d.db, currentUser(req), req.lang, req.params.userId);
    return ok(req, data, rest);
  });

  app.post(base, { config: { perm: Perm.user.add, log: log(BusinessType.INSERT) }, schema: { body: userAddSchema } }, async (req) => {
    await createUser(d, currentUser(req), req.body);
    return ok(req);
  });

  app.put(base, { config: { perm: Perm.user.edit, log: log(BusinessType.UPDATE) }, schema: { body: userEditSchema } }, async (req) => {
    await updateUser(d, currentUser(req), req.body);
    return ok(req);
  });

  app.delete(
    `${base}/:userIds`,
    { config: { perm: Perm.user.remove, log: log(BusinessType.DELETE) }, schema: { params: z.object({ userIds: idListSchema }) } },
    async (req) => {
      await deleteUsers(d, currentUser(req), req.params.userIds);
      return ok(req);
    },
  );

  app.put(`${base}/resetPwd`, { config: { perm: Perm.user.resetPwd, log: log(BusinessType.UPDATE) }, schema: { body: resetPwdSchema } }, async (req) => {
    await resetPassword(d, currentUser(req), req.body.userId, req.body.password);
    return ok(req);
  });

  app.put(`${base}/changeStatus`, { config: { perm: Perm.user.edit, log: log(BusinessType.UPDATE) }, schema: { body: changeStatusSchema } }, async (req) => {
    await changeStatus(d, currentUser(req), req.body.userId, req.body.status);
    return ok(req);
  });

  app.get(`${base}/authRole/:userId`, { config: { perm: Perm.user.query }, schema: { params: z.object({ userId: idSchema }) } }, async (req) =>
    ok(req, undefined, await authRoleView(d.db, currentUser(req), req.params.userId, req.lang)),
  );

  app.put(`${base}/authRole`, { config: { perm: Perm.user.edit, log: log(BusinessType.GRANT) }, schema: { querystring: authRoleQuerySchema } }, async (req) => {
    await setUserRoles(d, currentUser(req), req.query.userId, req.query.roleIds);
    return ok(req);
  });

  await app.register(profileRoutes);
};

