import { idSchema, taskPublishSchema } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { taskEndpoints } from '@ceping/contract';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok, tablePage } from '../../../core/envelope.ts';
import { t } from '../../../core/i18n.ts';
import { actorOf } from './actor.ts';
import { yuan } from '../../finance/index.ts';
import { repricedMessage } from './messages.ts';
import { editTask, previewPrice, publishTask, resubmitTask } from './publish.ts';
import { getTask, listTasks } from './query.ts';
import { cancelDistribution, distributeTask, removeTasks, saveServiceFields, staffOptions } from './staff.ts';
import { taskChart, taskSummary } from './stats.ts';
import { moveTask } from './transitions.ts';

const _idParams = z.object({ id: idSchema });
const UPDATE = { title: '任务管理', businessType: BusinessType.UPDATE };
/** No body, null or an empty JSON object all mean "resubmit unchanged". */
const _optionalTaskBody = z.preprocess(
  (v) => (v == null || (typeof v === 'object' && Object.keys(v).length === 0) ? undefined : v),
  taskPublishSchema.optional(),
);

const actor = (req: FastifyRequest) => actorOf(currentUser(req));

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  route(app, taskEndpoints.price, async (req) => ok(req, await previewPrice(db, actor(req), req.body)));

  route(app, taskEndpoints.add, { config: { idempotent: true, log: { title: '任务管理', businessType: BusinessType.INSERT } } }, async (req) => {
    const res = await publishTask(db, actor(req), req.body);
    return { ...ok(req, res), msg: t(req, 'task.published', yuan(req.lang, res.allTotalPrice)) };
  });

  route(app, taskEndpoints.edit, { config: { idempotent: true, log: UPDATE } }, async (req) => {
    const res = await editTask(db, actor(req), req.body);
    return { ...ok(req, res), msg: repricedMessage(req.lang, res.amount) };
  });

  route(app, taskEndpoints.serviceFields, { config: { log: UPDATE } }, async (req) => {
    await saveServiceFields(db, actor(req), req.body);
    return { ...ok(req), msg: t(req, 'task.serviceSaved') };
  });

  route(app, taskEndpoints.distribute, { config: { log: UPDATE } }, async (req) => {
    const res = await distributeTask(db, actor(req), req.body.taskId, req.body.staffId);
    return { ...ok(req, res), msg: t(req, 'task.distributed', res.staffName) };
  });

  route(app, taskEndpoints.cancelDistribute, { config: { log: UPDATE } }, async (req) => {
    const res = await cancelDistribution(db, actor(req), req.params.id);
    return { ...ok(req, res), msg: t(req, 'task.distributeCancelled') };
  });

  route(app, taskEndpoints.approve, { config: { log: UPDATE } }, async (req) => {
    const res = await moveTask(db, actor(req), req.params.id, 'approve');
    return { ...ok(req, res), msg: t(req, 'task.approved') };
  });

  route(app, taskEndpoints.reject, { config: { idempotent: true, log: UPDATE } }, async (req) => {
    const res = await moveTask(db, actor(req), req.params.id, 'reject', { reason: req.body.reason });
    return { ...ok(req, res), msg: t(req, 'task.rejected', yuan(req.lang, res.refund)) };
  });

  route(app, taskEndpoints.resubmit, { config: { idempotent: true, log: UPDATE } }, async (req) => {
    const res = await resubmitTask(db, actor(req), req.params.id, req.body);
    return { ...ok(req, res), msg: t(req, 'task.resubmitted', yuan(req.lang, res.allTotalPrice)) };
  });

  for (const name of ['cancel', 'pause', 'resume', 'end'] as const) {
    route(app, taskEndpoints[name], { config: { idempotent: true, log: UPDATE } }, async (req) => {
      const res = await moveTask(db, actor(req), req.params.id, name);
      const key = ({ cancel: 'task.cancelled', pause: 'task.paused', resume: 'task.resumed', end: 'task.ended' } as const)[name];
      return { ...ok(req, res), msg: t(req, key, yuan(req.lang, res.refund)) };
    });
  }

  route(app, taskEndpoints.remove, { config: { log: { title: '任务管理', businessType: BusinessType.DELETE } } }, async (req) => {
    await removeTasks(db, actor(req), req.params.ids);
    return { ...ok(req), msg: t(req, 'task.deleted') };
  });

  route(app, taskEndpoints.list, async (req) => {
    return tablePage(req, await listTasks(db, actor(req), req.query));
  });

  route(app, taskEndpoints.chart, async (req) => ok(req, await taskChart(db, actor(req), req.query.days)));

  route(app, taskEndpoints.staffOptions, async (req) => ok(req, await staffOptions(db)));

  route(app, taskEndpoints.getTaskSummary, async (req) => ok(req, await taskSummary(db, actor(req))));

  route(app, taskEndpoints.get, async (req) => ok(req, await getTask(db, actor(req), req.params.id)));
};
