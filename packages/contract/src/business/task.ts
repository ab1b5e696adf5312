import { z } from 'zod';
import { pageQuerySchema, text } from '../common.ts';
import {
  MAX_MATCH_PRODUCTS,
  coinPriceSchema,
  idField,
  keywordRowsSchema,
  matchProductSchema,
  optionalPicSchema,
  optionalUrlSchema,
  picSchema,
  switchSchema,
  textSchema,
  urlSchema,
} from './task-fields.ts';

export { MAX_MATCH_PRODUCTS, coinPriceSchema, keywordRowSchema, matchProductSchema, type KeywordRow, type MatchProductInput } from './task-fields.ts';

/** Task states (dictionary task_status, docs/DOMAIN.md §4). */
export const TaskStatus = { PENDING: '0', RUNNING: '1', PAUSED: '2', COMPLETED: '3', CANCELLED: '4', REJECTED: '5' } as const;
export type TaskStatusValue = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATES = ['0', '1', '2', '3', '4', '5'] as const satisfies readonly TaskStatusValue[];

/** Every transition of the task state machine: the states it applies from and the state it leads to. */
export const TaskTransition = {
  publish: { from: [], to: '0' },
  edit: { from: ['0'], to: '0' },
  approve: { from: ['0'], to: '1' },
  reject: { from: ['0'], to: '5' },
  resubmit: { from: ['5'], to: '0' },
  cancel: { from: ['0'], to: '4' },
  pause: { from: ['1'], to: '2' },
  resume: { from: ['2'], to: '1' },
  end: { from: ['1', '2'], to: '4' },
  complete: { from: ['1'], to: '3' },
} as const satisfies Record<string, { from: readonly TaskStatusValue[]; to: TaskStatusValue }>;
export type TaskTransitionName = keyof typeof TaskTransition;
/** States a task may be distributed to a staff member in; states it may be deleted in. */
export const TASK_DISTRIBUTABLE = ['0', '1', '2'] as const satisfies readonly TaskStatusValue[];
export const TASK_DELETABLE = ['4', '5'] as const satisfies readonly TaskStatusValue[];

/** Fields that determine the price (docs/DOMAIN.md §5). */
const priceFields = {
  regionId: idField('task.regionRequired'),
  productPrice: coinPriceSchema,
  perQuantity: z
    .number({ error: 'task.perQuantityRange' })
    .int('task.perQuantityRange')
    .min(1, 'task.perQuantityRange')
    .max(10, 'task.perQuantityRange')
    .default(1),
  taskQuantity: z
    .number({ error: 'task.taskQuantityRange' })
    .int('task.taskQuantityRange')
    .min(1, 'task.taskQuantityRange')
    .max(10000, 'task.taskQuantityRange'),
  follow: switchSchema,
  wish: switchSchema,
  cart: switchSchema,
  chat: switchSchema,
  gift: switchSchema,
  coupon: switchSchema,
  compare: z.number({ error: 'task.compareRange' }).int('task.compareRange').min(0, 'task.compareRange').max(5, 'task.compareRange').default(0),
  browse: z.number({ error: 'task.browseRange' }).int('task.browseRange').min(0, 'task.browseRange').max(5, 'task.browseRange').default(0),
  matchProduct: switchSchema,
};

/** Every Task field of the spec a seller may send. Unknown keys (prices, money, rate, userId, status…) are stripped. */
export const taskFieldsSchema = z.object({
  ...priceFields,
  shopId: z.number().int().positive().nullish(),
  productPic: picSchema('task.productPicRequired'),
  productTitle: text({ error: 'task.productTitleRequired' }).trim().min(1, 'task.productTitleRequired').max(300, 'validation.tooLong'),
  productUrl: urlSchema('task.productUrlRequired'),
  sku: textSchema(100),
  ship: z.enum(['0', '1'], { error: 'task.shipInvalid' }).default('0'),
  enterMethod: z.enum(['1', '2', '3', '9'], { error: 'task.enterMethodInvalid' }),
  enterMethodRemark: textSchema(500),
  keywords: keywordRowsSchema.default([]),
  msg: textSchema(1000),
  remark: textSchema(1000),
  couponUrl: optionalUrlSchema,
  couponPic: optionalPicSchema,
  products: z.array(matchProductSchema, { error: 'task.productsRequired' }).max(MAX_MATCH_PRODUCTS, 'task.productsTooMany').default([]),
});
type TaskFields = z.output<typeof taskFieldsSchema>;

/** Cross-field rules of docs/DOMAIN.md §4 (messages are catalogue keys). */
function checkTask<T extends TaskFields>(v: T, ctx: z.core.$RefinementCtx<T>) {
  if (v.enterMethod === '9' && !v.enterMethodRemark) {
    ctx.addIssue({ code: 'custom', path: ['enterMethodRemark'], message: 'task.enterMethodRemarkRequired' });
  }
  if (v.enterMethod === '1') {
    if (v.keywords.length === 0) ctx.addIssue({ code: 'custom', path: ['keywords'], message: 'task.keywordsRequired' });
    else if (v.keywords.reduce((s, k) => s + k.quantity, 0) !== v.taskQuantity) {
      ctx.addIssue({ code: 'custom', path: ['keywords'], message: 'task.keywordSum' });
    }
  }
  if (v.coupon === 1) {
    if (!v.couponUrl) ctx.addIssue({ code: 'custom', path: ['couponUrl'], message: 'task.couponUrlRequired' });
    if (!v.couponPic) ctx.addIssue({ code: 'custom', path: ['couponPic'], message: 'task.couponPicRequired' });
  }
  if (v.matchProduct === 1 && v.products.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['products'], message: 'task.productsRequired' });
  }
}

/** Drops what the chosen options make meaningless (keywords without keyword search, products without matching…). */
function normalise<T extends TaskFields>(v: T): T {
  return {
    ...v,
    keywords: v.enterMethod === '1' ? v.keywords : [],
    products: v.matchProduct === 1 ? v.products : [],
    couponUrl: v.coupon === 1 ? v.couponUrl : '',
    couponPic: v.coupon === 1 ? v.couponPic : '',
  };
}

/** A task's content: what a template keeps and what publishing, editing and resubmitting send. */
export const taskBodySchema = taskFieldsSchema.superRefine(checkTask).transform(normalise);
export type TaskBody = z.output<typeof taskBodySchema>;
export type TaskBodyInput = z.input<typeof taskBodySchema>;

/**
 * `expectedTotal`: the allTotalPrice the seller confirmed. When sent, the server refuses to charge a
 * different amount (a price or rate changed between the confirmation and the charge).
 */
const confirmedTotal = {
  expectedTotal: z
    .union([z.number(), text().trim()], { error: 'validation.money' })
    .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(String(v)), 'validation.money')
    .transform((v) => String(v))
    .optional(),
};

/** The publish body (`POST /system/task`, and a resubmission's new content). */
export const taskPublishSchema = taskFieldsSchema.extend(confirmedTotal).superRefine(checkTask).transform(normalise);
export type TaskPublish = z.output<typeof taskPublishSchema>;
export type TaskPublishInput = z.input<typeof taskPublishSchema>;

/** The edit body (`PUT /system/task`): the whole task again plus its id. */
export const taskEditSchema = taskFieldsSchema
  .extend({ taskId: idField('task.idRequired'), ...confirmedTotal })
  .superRefine(checkTask)
  .transform(normalise);
export type TaskEdit = z.output<typeof taskEditSchema>;

/**
 * The price preview body (`POST /system/task/price`): only the fields that determine the price are
 * validated (same rules as publishing), so the form can preview while it is still incomplete.
 */
export const taskPriceSchema = z
  .object({
    ...priceFields,
    products: z
      .array(z.object({ productPrice: coinPriceSchema, num: matchProductSchema.shape.num }))
      .max(MAX_MATCH_PRODUCTS, 'task.productsTooMany')
      .default([]),
  })
  .transform((v) => ({ ...v, products: v.matchProduct === 1 ? v.products : [] }));
export type TaskPriceInput = z.output<typeof taskPriceSchema>;

/** Staff edits in the detail dialog (`PUT /system/task/service-fields`). */
export const taskServiceFieldsSchema = z
  .object({
    taskId: idField('task.idRequired'),
    sku: text().trim().max(100, 'validation.tooLong').optional(),
    enterMethodRemark: text().trim().max(500, 'validation.tooLong').optional(),
    serviceRemark: text().trim().max(1000, 'validation.tooLong').optional(),
  })
  .refine((v) => v.sku !== undefined || v.enterMethodRemark !== undefined || v.serviceRemark !== undefined, 'task.serviceFieldsEmpty');
export type TaskServiceFields = z.output<typeof taskServiceFieldsSchema>;

export const taskRejectSchema = z.object({
  reason: text({ error: 'task.rejectReasonRequired' }).trim().min(1, 'task.rejectReasonRequired').max(500, 'validation.tooLong'),
});
export const taskDistributeSchema = z.object({ taskId: idField('task.idRequired'), staffId: idField('task.staffInvalid') });

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);
export const taskListQuerySchema = pageQuerySchema.extend({
  status: z.enum(TASK_STATES).optional().or(z.literal('')).catch(undefined),
  regionId: optionalId,
  platform: text().trim().max(20).optional(),
  taskNo: text().trim().max(32).optional(),
  productTitle: text().trim().max(100).optional(),
  userId: optionalId,
  staffId: optionalId,
  /** The seller's shop the task is for (one shop's page). */
  shopId: optionalId,
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export const taskChartQuerySchema = z.object({
  days: z.coerce.number({ error: 'task.chartDays' }).int('task.chartDays').min(7, 'task.chartDays').max(90, 'task.chartDays').default(7),
});
