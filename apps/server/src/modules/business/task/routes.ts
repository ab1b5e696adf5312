import {
  Perm,
  idListSchema,
  idSchema,
  taskChartQuerySchema,
  taskDistributeSchema,
  taskEditSchema,
  taskListQuerySchema,
  taskPriceSchema,
  taskPublishSchema,
  taskRejectSchema,
  taskServiceFieldsSchema,
} from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, table } from '../../../core/envelope.ts';
import { t } from '../../../core/i18n.ts';
import { actorOf } from './actor.ts';
import { repricedMessage, yuan } from './money.ts';
import { editTask, previewPrice, publishTask, resubmitTask } from './publish.ts';
import { getTask, listTasks } from './query.ts';
import { cancelDistribution, distributeTask, removeTasks, saveServiceFields, staffOptions } from './staff.ts';
import { taskChart, taskSummary } from './stats.ts';
import { moveTask } from './transitions.ts';

const idParams = z.object({ id: idSchema });
const UPDATE = { title: '任务管理', businessType: BusinessType.UPDATE };
/** No body, null or an empty JSON object all mean "resubmit unchanged". */
const optionalTaskBody = z.preprocess((v) => (v == null || (typeof v === 'object' && Object.keys(v).length === 0) ? undefined : v), taskPublishSchema.optional());

const actor = (req: FastifyRequest) => actorOf(currentUser(req));

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.post('/system/task/price', { config: { perm: Perm.task.add }, schema: { body: taskPriceSchema } }, async (req) => ok(req, await previewPrice(db, actor(req), req.body)));

  app.post('/system/task', { config: { perm: Perm.task.add, idempotent: true, log: { title: '任务管理', businessType: BusinessType.INSERT } }, schema: { body: taskPublishSchema } }, async (req) => {
    const res = await publishTask(db, actor(req), req.body);
    return { ...ok(req, res), msg: t(req, 'task.published', yuan(req.lang, res.allTotalPrice)) };
  });

  app.put('/system/task', { config: { perm: Perm.task.edit, idempotent: true, log: UPDATE }, schema: { body: taskEditSchema } }, async (req) => {
    const res = await editTask(db, actor(req), req.body);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });

  app.put('/system/task/service-fields', { config: { perm: Perm.task.edit, log: UPDATE }, schema: { body: taskServiceFieldsSchema } }, async (req) => {
    await saveServiceFields(db, actor(req), req.body);
    return { ...ok(req), msg: t(req, 'task.serviceSaved') };
  });

  app.put('/system/task/distribute', { config: { perm: Perm.task.distribute, log: UPDATE }, schema: { body: taskDistributeSchema } }, async (req) => {
    const res = await distributeTask(db, actor(req), req.body.taskId, req.body.staffId);
    return { ...ok(req, res), msg: t(req, 'task.distributed', res.staffName) };
  });

  app.put('/system/task/cancelDistribute/:id', { config: { perm: Perm.task.distribute, log: UPDATE }, schema: { params: idParams } }, async (req) => {
    const res = await cancelDistribution(db, actor(req), req.params.id);
    return { ...ok(req, res), msg: t(req, 'task.distributeCancelled') };
  });

  app.put('/system/task/:id/approve', { config: { perm: Perm.task.audit, log: UPDATE }, schema: { params: idParams } }, async (req) => {
    const res = await moveTask(db, actor(req), req.params.id, 'approve');
    return { ...ok(req, res), msg: t(req, 'task.approved') };
  });

  app.put('/system/task/:id/reject', { config: { perm: Perm.task.audit, idempotent: true, log: UPDATE }, schema: { params: idParams, body: taskRejectSchema } }, async (req) => {
    const res = await moveTask(db, actor(req), req.params.id, 'reject', { reason: req.body.reason });
    return { ...ok(req, res), msg: t(req, 'task.rejected', yuan(req.lang, res.refund)) };
  });

  app.put('/system/task/:id/resubmit', { config: { perm: Perm.task.edit, idempotent: true, log: UPDATE }, schema: { params: idParams, body: optionalTaskBody } }, async (req) => {
    const res = await resubmitTask(db, actor(req), req.params.id, req.body);
    return { ...ok(req, res), msg: t(req, 'task.resubmitted', yuan(req.lang, res.allTotalPrice)) };
  });

  for (const name of ['cancel', 'pause', 'resume', 'end'] as const) {
    app.put(`/system/task/:id/${name}`, { config: { perm: Perm.task.edit, idempotent: true, log: UPDATE }, schema: { params: idParams } }, async (req) => {
      const res = await moveTask(db, actor(req), req.params.id, name);
      const key = ({ cancel: 'task.cancelled', pause: 'task.paused', resume: 'task.resumed', end: 'task.ended' } as const)[name];
      return { ...ok(req, res), msg: t(req, key, yuan(req.lang, res.refund)) };
    });
  }

  app.delete('/system/task/:ids', { config: { perm: Perm.task.remove, log: { title: '任务管理', businessType: BusinessType.DELETE } }, schema: { params: z.object({ ids: idListSchema }) } }, async (req) => {
    await removeTasks(db, actor(req), req.params.ids);
    return { ...ok(req), msg: t(req, 'task.deleted') };
  });

  app.get('/system/task/list', { config: { perm: Perm.task.list }, schema: { querystring: taskListQuerySchema } }, async (req) => {
    const { rows, total } = await listTasks(db, actor(req), req.query);
    return table(req, rows, total);
  });

  app.get('/system/task/chart', { config: { perm: Perm.task.chart }, schema: { querystring: taskChartQuerySchema } }, async (req) => ok(req, await taskChart(db, actor(req), req.query.days)));

  app.get('/system/task/staffOptions', { config: { perm: Perm.task.distribute } }, async (req) => ok(req, await staffOptions(db)));

  app.get('/system/task/getTaskSummary', { config: { perm: Perm.task.list } }, async (req) => ok(req, await taskSummary(db, actor(req))));

  app.get('/system/task/:id', { config: { perm: Perm.task.query }, schema: { params: idParams } }, async (req) => ok(req, await getTask(db, actor(req), req.params.id)));
};
