import { z } from 'zod';
import { taskChartQuerySchema, taskDistributeSchema, taskEditSchema, taskListQuerySchema, taskPriceSchema, taskPublishSchema, taskRejectSchema, taskServiceFieldsSchema } from '../business/task.ts';
import { idListSchema, idSchema } from '../common.ts';
import { defineEndpoint, envelope, okOf, tableOf } from '../endpoint.ts';
import { Perm } from '../perms.ts';
import { moneyWire } from '../wire.ts';
import * as rows from './rows.ts';

const idParams = z.object({ id: idSchema });

/** No body, null or an empty JSON object all mean "resubmit unchanged". */
const optionalTaskBody = z.preprocess((v) => (v == null || (typeof v === 'object' && Object.keys(v).length === 0) ? undefined : v), taskPublishSchema.optional());

export const taskEndpoints = {
  price: defineEndpoint({ method: 'POST', path: '/system/task/price', perm: Perm.task.add, summary: { zh: "计算任务价格", en: "Price a task before publishing" }, tags: ['system/task'], body: taskPriceSchema, response: okOf(z.looseObject({ allTotalPrice: moneyWire })) }),
  add: defineEndpoint({ method: 'POST', path: '/system/task', perm: Perm.task.add, summary: { zh: "发布任务", en: "Publish a task" }, tags: ['system/task'], body: taskPublishSchema, response: okOf(rows.moneyResult) }),
  edit: defineEndpoint({ method: 'PUT', path: '/system/task', perm: Perm.task.edit, summary: { zh: "修改任务", en: "Edit a task" }, tags: ['system/task'], body: taskEditSchema, response: okOf(rows.moneyResult) }),
  serviceFields: defineEndpoint({ method: 'PUT', path: '/system/task/service-fields', perm: Perm.task.edit, summary: { zh: "保存任务客服字段", en: "Save a task's service fields" }, tags: ['system/task'], body: taskServiceFieldsSchema, response: envelope }),
  distribute: defineEndpoint({ method: 'PUT', path: '/system/task/distribute', perm: Perm.task.distribute, summary: { zh: "分配任务", en: "Distribute a task to staff" }, tags: ['system/task'], body: taskDistributeSchema, response: okOf(z.looseObject({ staffName: z.string() })) }),
  cancelDistribute: defineEndpoint({ method: 'PUT', path: '/system/task/cancelDistribute/:id', perm: Perm.task.distribute, summary: { zh: "取消分配", en: "Cancel a task's distribution" }, tags: ['system/task'], params: idParams, response: okOf(z.looseObject({})) }),
  approve: defineEndpoint({ method: 'PUT', path: '/system/task/:id/approve', perm: Perm.task.audit, summary: { zh: "审核通过任务", en: "Approve a task" }, tags: ['system/task'], params: idParams, response: okOf(rows.moneyResult) }),
  reject: defineEndpoint({ method: 'PUT', path: '/system/task/:id/reject', perm: Perm.task.audit, summary: { zh: "驳回任务", en: "Reject a task" }, tags: ['system/task'], params: idParams, body: taskRejectSchema, response: okOf(rows.moneyResult) }),
  resubmit: defineEndpoint({ method: 'PUT', path: '/system/task/:id/resubmit', perm: Perm.task.edit, summary: { zh: "重新提交任务", en: "Resubmit a task" }, tags: ['system/task'], params: idParams, body: optionalTaskBody, response: okOf(rows.moneyResult) }),
  cancel: defineEndpoint({ method: 'PUT', path: '/system/task/:id/cancel', perm: Perm.task.edit, summary: { zh: "取消任务", en: "Cancel a task" }, tags: ['system/task'], params: idParams, response: okOf(rows.moneyResult) }),
  pause: defineEndpoint({ method: 'PUT', path: '/system/task/:id/pause', perm: Perm.task.edit, summary: { zh: "暂停任务", en: "Pause a task" }, tags: ['system/task'], params: idParams, response: okOf(rows.moneyResult) }),
  resume: defineEndpoint({ method: 'PUT', path: '/system/task/:id/resume', perm: Perm.task.edit, summary: { zh: "恢复任务", en: "Resume a task" }, tags: ['system/task'], params: idParams, response: okOf(rows.moneyResult) }),
  end: defineEndpoint({ method: 'PUT', path: '/system/task/:id/end', perm: Perm.task.edit, summary: { zh: "提前结束任务", en: "End a task early" }, tags: ['system/task'], params: idParams, response: okOf(rows.moneyResult) }),
  remove: defineEndpoint({ method: 'DELETE', path: '/system/task/:ids', perm: Perm.task.remove, summary: { zh: "删除任务", en: "Delete tasks" }, tags: ['system/task'], params: z.object({ ids: idListSchema }), response: envelope }),
  list: defineEndpoint({ method: 'GET', path: '/system/task/list', perm: Perm.task.list, summary: { zh: "查询任务列表", en: "List tasks" }, tags: ['system/task'], query: taskListQuerySchema, response: tableOf(rows.taskRow) }),
  chart: defineEndpoint({ method: 'GET', path: '/system/task/chart', perm: Perm.task.chart, summary: { zh: "任务图表", en: "Task chart" }, tags: ['system/task'], query: taskChartQuerySchema, response: okOf(z.looseObject({})) }),
  staffOptions: defineEndpoint({ method: 'GET', path: '/system/task/staffOptions', perm: Perm.task.distribute, summary: { zh: "客服选项", en: "Staff options" }, tags: ['system/task'], response: okOf(z.array(rows.option)) }),
  getTaskSummary: defineEndpoint({ method: 'GET', path: '/system/task/getTaskSummary', perm: Perm.task.list, summary: { zh: "任务汇总", en: "Task summary" }, tags: ['system/task'], response: okOf(z.looseObject({})) }),
  get: defineEndpoint({ method: 'GET', path: '/system/task/:id', perm: Perm.task.query, summary: { zh: "查询任务详情", en: "Get a task" }, tags: ['system/task'], params: idParams, response: okOf(rows.taskDetail) }),
};
