import { Perm, deptEndpoints } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { route } from '../../../core/endpoint.ts';
import { ok } from '../../../core/envelope.ts';
import { listDepts } from './repo.ts';
import { type DeptDeps, createDept, deleteDept, deptDetail, updateDept, updateDeptSort } from './service.ts';
import { toSysDept } from './view.ts';

const log = (businessType: number, title = '部门管理') => ({ log: { title, businessType } });

/** `/system/dept/**`: the dept tree, flat, within the caller's data scope (RuoYi §5.1 Departments). */
export const deptRoutes: FastifyPluginAsyncZod = async (app) => {
  const d: DeptDeps = { db: app.deps.database.db, sessions: app.sessions };

  route(app, deptEndpoints.list, async (req) =>
    ok(
      req,
      (await listDepts(d.db, currentUser(req), Perm.dept.list, req.query)).map((r) => toSysDept(r)),
    ),
  );

  route(app, deptEndpoints.listExclude, async (req) =>
    ok(
      req,
      (await listDepts(d.db, currentUser(req), Perm.dept.list, {}, req.params.deptId)).map((r) => toSysDept(r)),
    ),
  );

  route(app, deptEndpoints.updateSort, { config: log(BusinessType.UPDATE, '保存部门排序') }, async (req) => {
    await updateDeptSort(d.db, currentUser(req), req.body.deptIds, req.body.orderNums);
    return ok(req);
  });

  route(app, deptEndpoints.get, async (req) => ok(req, await deptDetail(d.db, currentUser(req), req.params.deptId)));

  route(app, deptEndpoints.add, { config: log(BusinessType.INSERT) }, async (req) => {
    await createDept(d.db, currentUser(req), req.body);
    return ok(req);
  });

  route(app, deptEndpoints.edit, { config: log(BusinessType.UPDATE) }, async (req) => {
    await updateDept(d, currentUser(req), req.body);
    return ok(req);
  });

  route(app, deptEndpoints.remove, { config: log(BusinessType.DELETE) }, async (req) => {
    await deleteDept(d.db, currentUser(req), req.params.deptId);
    return ok(req);
  });
};
