import { z } from 'zod';
import { dateParam, optionalText, pageQuerySchema, text } from '../common.ts';
import { queryId } from './catalogue-fields.ts';
import type { TaskActor } from './task-rules.ts';
import { idField } from './task-fields.ts';

/**
 * Orders (docs/DOMAIN.md §4 "Order"): staff place an order against a task in progress, the merchant
 * ships, staff confirm receipt (completion runs the settlement true-up) and record the review the
 * buyer published. Both sides read these rules: the server enforces them, the web shows only the
 * actions they allow.
 */

/** Order states (dictionary order_status). */
export const OrderStatus = { ORDERED: '0', SHIPPED: '1', COMPLETED: '2', CANCELLED: '3', EXCEPTION: '4' } as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATES = ['0', '1', '2', '3', '4'] as const satisfies readonly OrderStatusValue[];
/** States that still hold a task's quantity and keep the task from completing. */
export const ORDER_OPEN_STATES = ['0', '1', '4'] as const satisfies readonly OrderStatusValue[];

/** Review states (dictionary order_evaluate_status). */
export const EvaluateStatus = { NOT_REVIEWED: '0', REVIEWED: '1', BUYER_DID_NOT_REVIEW: '2' } as const;
export type EvaluateStatusValue = (typeof EvaluateStatus)[keyof typeof EvaluateStatus];
export const EVALUATE_STATES = ['0', '1', '2'] as const satisfies readonly EvaluateStatusValue[];
/** Review kinds (dictionary order_evaluate_type): 0 none, 1 text, 2 text + images, 3 video, 4 rating only. */
export const EVALUATE_TYPES = ['0', '1', '2', '3', '4'] as const;
export type EvaluateTypeValue = (typeof EVALUATE_TYPES)[number];
/** Pictures one review may carry. */
export const MAX_REVIEW_PICS = 9;

/**
 * Where the settlement true-up of an order stands: `none` before completion, `settled` once the
 * difference is posted (or there was none), `awaiting` an admin's approval (difference above
 * {@link SETTLE_APPROVAL_PERCENT} % of the estimate), `rejected` when the admin refused to post it.
 */
export const SettleStatus = { NONE: 'none', SETTLED: 'settled', AWAITING: 'awaiting', REJECTED: 'rejected' } as const;
export type SettleStatusValue = (typeof SettleStatus)[keyof typeof SettleStatus];
export const SETTLE_STATES = ['none', 'settled', 'awaiting', 'rejected'] as const satisfies readonly SettleStatusValue[];
export const SETTLE_APPROVAL_PERCENT = 10;

/** Staff member kinds (dictionary staff_type). */
export const STAFF_TYPES = ['1', '2', '3'] as const;
export type StaffTypeValue = (typeof STAFF_TYPES)[number];

/** Every transition of the order machine: the states it applies from and the state it leads to. */
export const OrderTransition = {
  create: { from: [], to: '0' },
  ship: { from: ['0'], to: '1' },
  complete: { from: ['1'], to: '2' },
  cancel: { from: ['0'], to: '3' },
  exception: { from: ['0', '1'], to: '4' },
} as const satisfies Record<string, { from: readonly OrderStatusValue[]; to: OrderStatusValue }>;
export type OrderTransitionName = keyof typeof OrderTransition;
/** Resolving an exception (admin) leads back to any other state; to 2 it completes (with settlement), to 3 it cancels. */
export const OrderResolve = { from: ['4'], to: ['0', '1', '2', '3'] } as const satisfies { from: readonly OrderStatusValue[]; to: readonly OrderStatusValue[] };
export type OrderResolveTarget = (typeof OrderResolve.to)[number];
/** Orders that may be deleted (soft delete, admin). */
export const ORDER_DELETABLE = ['3'] as const satisfies readonly OrderStatusValue[];

/**
 * Who may act on an order: `staff` staff or an admin; `admin` an admin only; `ownerOrStaff` the
 * seller owning the order (its own merchant remark), staff or an admin. A seller never confirms
 * receipt, whatever permission it was granted.
 */
export type OrderAccess = 'staff' | 'admin' | 'ownerOrStaff';

export const ORDER_ACCESS = {
  add: 'staff',
  edit: 'ownerOrStaff',
  comment: 'staff',
  ship: 'staff',
  complete: 'staff',
  cancel: 'staff',
  exception: 'staff',
  resolve: 'admin',
  settle: 'admin',
  remove: 'admin',
} as const satisfies Record<string, OrderAccess>;
export type OrderActionName = keyof typeof ORDER_ACCESS;

/** Whether `actor` may act on an order owned by `ownerId` under `access`. */
export function mayActOnOrder(access: OrderAccess, ownerId: number, actor: TaskActor): boolean {
  const staff = actor.staff || actor.admin;
  switch (access) {
    case 'staff':
      return staff;
    case 'admin':
      return actor.admin;
    case 'ownerOrStaff':
      return staff || (actor.userId !== undefined && ownerId === actor.userId);
  }
}

/** The order fields the state rules read. */
export interface OrderStateView {
  userId: number;
  orderStatus: string;
  shipTime: unknown;
  settleStatus: string;
}

/** Whether the order's state allows `action` (who may act aside). */
export function orderStateAllows(action: OrderActionName, o: OrderStateView): boolean {
  const s = o.orderStatus;
  switch (action) {
    case 'ship':
    case 'complete':
    case 'cancel':
    case 'exception':
      return (OrderTransition[action].from as readonly string[]).includes(s);
    case 'resolve':
      return (OrderResolve.from as readonly string[]).includes(s);
    case 'comment':
      // The review is recorded once the merchant shipped; a cancelled order has none.
      return o.shipTime != null && o.shipTime !== '' && s !== OrderStatus.CANCELLED;
    case 'settle':
      return o.settleStatus === SettleStatus.AWAITING;
    case 'remove':
      return (ORDER_DELETABLE as readonly string[]).includes(s);
    case 'add':
    case 'edit':
      return true;
  }
}

/** Both rules at once: what the web shows and the server accepts (the server also checks permissions). */
export function mayTakeOrderAction(action: OrderActionName, o: OrderStateView, actor: TaskActor): boolean {
  return mayActOnOrder(ORDER_ACCESS[action], o.userId, actor) && orderStateAllows(action, o);
}

// ---------------------------------------------------------------------------------------------
// Settlement (docs/DOMAIN.md §5): decimal strings in, decimal strings out, no floats.

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
/** `s` as an integer scaled by 10^scale; null when it is not a decimal with at most `scale` places. */
function scaled(s: string, scale: number): bigint | null {
  const m = DECIMAL.exec(s.trim());
  if (!m || (m[3] ?? '').length > scale) return null;
  const v = BigInt(m[2]) * 10n ** BigInt(scale) + BigInt((m[3] ?? '').padEnd(scale, '0') || '0');
  return m[1] ? -v : v;
}
const cents = (c: bigint): string => {
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** Divides by 10^k rounding half away from zero (decimal.js ROUND_HALF_UP). */
const roundDiv = (v: bigint, k: bigint): bigint => {
  const half = k / 2n;
  return v < 0n ? -((-v + half) / k) : (v + half) / k;
};

export interface Settlement {
  /** mainProductPrice + matchProductPrice (CNY): the principal charged on publish. */
  estimate: string;
  /** actuallyPay × rate, rounded half-up to 0.01 (CNY). */
  actualPrincipal: string;
  /** estimate − actualPrincipal: > 0 refunded to the seller (fund 7), < 0 charged (fund 8, may create debt). */
  diff: string;
  /** |diff| above {@link SETTLE_APPROVAL_PERCENT} % of the estimate: an admin approves before it is posted. */
  needsApproval: boolean;
}

/**
 * The settlement true-up of an order: what the buyer actually paid (`actuallyPay`, in the order's
 * coin) converted with the order's rate, against the principal estimated on publish. Null when a
 * field is not a decimal (money two places, rate four).
 */
export function settlementOf(order: { mainProductPrice: string; matchProductPrice: string; rate: string }, actuallyPay: string): Settlement | null {
  const main = scaled(order.mainProductPrice, 2);
  const match = scaled(order.matchProductPrice, 2);
  const rate = scaled(order.rate, 4);
  const pay = scaled(actuallyPay, 2);
  if (main === null || match === null || rate === null || pay === null) return null;
  const estimate = main + match;
  const actual = roundDiv(pay * rate, 10_000n);
  const diff = estimate - actual;
  const abs = diff < 0n ? -diff : diff;
  return {
    estimate: cents(estimate),
    actualPrincipal: cents(actual),
    diff: cents(diff),
    needsApproval: abs * 100n > estimate * BigInt(SETTLE_APPROVAL_PERCENT),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

const nullToUndefined = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** A platform order number: no spaces, up to 40 characters ('' = not known yet). */
export const orderNoSchema = text({ error: 'order.orderNoInvalid' }).trim().max(40, 'validation.tooLong').regex(/^\S*$/, 'order.orderNoInvalid');

/** What the buyer actually paid, in the order's coin: ≥ 0, at most two decimals. */
export const actuallyPaySchema = z
  .union([z.number(), text()], { error: 'order.actuallyPayInvalid' })
  .transform((v) => String(v).trim())
  .pipe(text().regex(/^\d{1,9}(\.\d{1,2})?$/, 'order.actuallyPayInvalid'));

/** The environment number staff note on an order (its `remark`). */
const environmentNo = text().trim().max(100, 'validation.tooLong');

export const orderIdField = idField('order.idRequired');

/** `POST /system/orders`: staff place an order on a task in progress. */
export const orderAddSchema = z.object({
  taskId: idField('order.taskRequired'),
  orderNo: orderNoSchema.nullish().transform((v) => v ?? ''),
  remark: environmentNo.nullish().transform((v) => v ?? ''),
  actuallyPay: actuallyPaySchema.nullish().transform(nullToUndefined),
});
export type OrderAdd = z.output<typeof orderAddSchema>;
export type OrderAddInput = z.input<typeof orderAddSchema>;

/**
 * `PUT /system/orders`: staff change the order no., the environment no. and (before completion) the
 * amount paid; the seller owning the order changes its own `merchantRemark`. Fields the caller may
 * not change are ignored; null means "not sent".
 */
export const orderEditSchema = z.object({
  id: orderIdField,
  orderNo: orderNoSchema.nullish().transform(nullToUndefined),
  remark: environmentNo.nullish().transform(nullToUndefined),
  actuallyPay: actuallyPaySchema.nullish().transform(nullToUndefined),
  merchantRemark: text().trim().max(500, 'validation.tooLong').nullish().transform(nullToUndefined),
});
export type OrderEdit = z.output<typeof orderEditSchema>;
export type OrderEditInput = z.input<typeof orderEditSchema>;

const picPattern = /^(https?:\/\/|\/)[^\s<>"'`,]*$/;
/** Up to nine picture addresses, sent comma-separated (RuoYi's upload widget) or as a list; answered comma-separated. */
export const reviewPicsSchema = z
  .union([text(), z.array(text())], { error: 'order.reviewPicInvalid' })
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s !== ''))
  .refine((list) => list.length <= MAX_REVIEW_PICS, 'order.reviewPicsTooMany')
  .refine((list) => list.every((s) => s.length <= 500 && picPattern.test(s)), 'order.reviewPicInvalid')
  .transform((list) => list.join(','));

const reviewFields = {
  evaluateType: z.enum(EVALUATE_TYPES, { error: 'order.reviewTypeInvalid' }).default('0'),
  /** The review text as published, line by line. */
  evaluateContent: text()
    .max(5000, 'validation.tooLong')
    .nullish()
    .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim()),
  evaluatePic: reviewPicsSchema,
  evaluateVideo: text()
    .trim()
    .max(500, 'validation.tooLong')
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || picPattern.test(v), 'order.reviewVideoInvalid'),
};
type ReviewFields = { evaluateType: EvaluateTypeValue; evaluateContent: string; evaluatePic: string; evaluateVideo: string };

/** A review's content must fit its kind: text needs the text, text + images a picture too, video the video. */
function checkReview<T>(v: ReviewFields, ctx: z.core.$RefinementCtx<T>, path: (string | number)[] = []) {
  if ((v.evaluateType === '1' || v.evaluateType === '2') && !v.evaluateContent) {
    ctx.addIssue({ code: 'custom', path: [...path, 'evaluateContent'], message: 'order.reviewContentRequired' });
  }
  if (v.evaluateType === '2' && !v.evaluatePic) ctx.addIssue({ code: 'custom', path: [...path, 'evaluatePic'], message: 'order.reviewPicRequired' });
  if (v.evaluateType === '3' && !v.evaluateVideo) ctx.addIssue({ code: 'custom', path: [...path, 'evaluateVideo'], message: 'order.reviewVideoRequired' });
}

export const productReviewSchema = z.object({ productId: idField('product.idRequired'), ...reviewFields });
export type ProductReview = z.output<typeof productReviewSchema>;

/**
 * `PUT /system/orders/comment`: the review as the buyer published it, for the order and each matched
 * product. `evaluateStatus` 1 records it (its kind must not be "none"), 2 records that the buyer
 * did not review (the content is cleared). Recording again replaces it; money never moves.
 */
export const orderCommentSchema = z
  .object({
    id: orderIdField,
    evaluateStatus: z.enum(['1', '2'], { error: 'order.reviewStatusInvalid' }).default('1'),
    ...reviewFields,
    products: z.array(productReviewSchema).max(20, 'task.productsTooMany').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.evaluateStatus !== '1') return;
    if (v.evaluateType === '0') ctx.addIssue({ code: 'custom', path: ['evaluateType'], message: 'order.reviewTypeRequired' });
    checkReview(v, ctx);
    for (const [i, p] of v.products.entries()) checkReview(p, ctx, ['products', i]);
  });
export type OrderComment = z.output<typeof orderCommentSchema>;
export type OrderCommentInput = z.input<typeof orderCommentSchema>;

/** `PUT /system/orders/complete`: the body is the order; `id` and (when not stored yet) `actuallyPay` are read. */
export const orderCompleteSchema = z.object({
  id: orderIdField,
  actuallyPay: actuallyPaySchema.nullish().transform(nullToUndefined),
});
export type OrderComplete = z.output<typeof orderCompleteSchema>;

const reasonSchema = text({ error: 'order.reasonRequired' }).trim().min(1, 'order.reasonRequired').max(500, 'validation.tooLong');

/** `PUT /system/orders/{id}/exception`. */
export const orderExceptionSchema = z.object({ reason: reasonSchema });

/** `PUT /system/orders/{id}/resolve` (admin): the state to go back to; to 2 `actuallyPay` is needed unless stored. */
export const orderResolveSchema = z.object({
  orderStatus: z.enum(OrderResolve.to, { error: 'order.resolveTargetInvalid' }),
  actuallyPay: actuallyPaySchema.nullish().transform(nullToUndefined),
  remark: text()
    .trim()
    .max(500, 'validation.tooLong')
    .nullish()
    .transform((v) => v ?? ''),
});
export type OrderResolveBody = z.output<typeof orderResolveSchema>;

/** `PUT /system/orders/{id}/settle` (admin, second password): post the awaiting settlement, or refuse it with a reason. */
export const orderSettleSchema = z
  .object({
    approve: z.boolean({ error: 'order.settleActionInvalid' }),
    reason: text()
      .trim()
      .max(500, 'validation.tooLong')
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((v) => v.approve || v.reason !== '', { path: ['reason'], message: 'order.reasonRequired' });
export type OrderSettleBody = z.output<typeof orderSettleSchema>;

/** A comma list of order states in a query (`0` or `0,1,4`); anything else is ignored. */
const statesParam = text()
  .regex(/^[0-4](,[0-4])*$/)
  .transform((s) => [...new Set(s.split(','))] as OrderStatusValue[])
  .optional()
  .catch(undefined);
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().or(z.literal('')).catch(undefined);

/** List filters (`GET /system/orders/list`, the export). They narrow the caller's scope, never widen it. */
export const orderListQuerySchema = pageQuerySchema.extend({
  orderNo: text().trim().max(40).optional(),
  taskId: queryId,
  taskNo: text().trim().max(32).optional(),
  orderStatus: statesParam,
  evaluateStatus: choice(EVALUATE_STATES),
  settleStatus: choice(SETTLE_STATES),
  platform: text().trim().max(20).optional(),
  regionId: queryId,
  shopId: queryId,
  /** The seller. */
  userId: queryId,
  staffId: queryId,
  /** Product title, sku, order no. or task no. (contains). */
  keyword: text().trim().max(100).optional(),
  /** `1`: only orders the seller wrote a remark on (the seller's remark list). */
  remarked: choice(['1']),
  /** `params[beginTime]`/`[endTime]` bound the creation time; the others their own time field. */
  params: z
    .object({
      beginTime: dateParam,
      endTime: dateParam,
      beginAcceptTime: dateParam,
      endAcceptTime: dateParam,
      beginShipTime: dateParam,
      endShipTime: dateParam,
      beginCompleteTime: dateParam,
      endCompleteTime: dateParam,
    })
    .optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
/** The export takes the list filters without paging. */
export const orderExportSchema = orderListQuerySchema.omit({ pageNum: true, pageSize: true });
export type OrderExportQuery = z.output<typeof orderExportSchema>;

/** `GET /system/orders/history`: one order's events, or those of every order of a task. */
export const orderHistoryQuerySchema = z
  .object({ orderId: queryId, taskId: queryId })
  .refine((v) => v.orderId !== undefined || v.taskId !== undefined, 'order.historyTarget');

/** `GET /system/orders/getOneBy`: by order number (and platform, when the same number exists on two). */
export const orderGetOneByQuerySchema = z.object({
  orderNo: text({ error: 'order.orderNoRequired' }).trim().min(1, 'order.orderNoRequired').max(40),
  platform: text().trim().max(20).optional(),
});

const dayRange = {
  beginTime: dateParam,
  endTime: dateParam,
};
/** `GET /system/orders/charts3`: series over a date range (default the last 30 days, at most 366). */
export const orderChartQuerySchema = z.object(dayRange);

/** `GET /system/orders/total`: counts and sums per day or per task in a date range (of acceptance). */
export const orderTotalQuerySchema = pageQuerySchema.extend({
  groupBy: z.enum(['day', 'task']).catch('day').default('day'),
  ...dayRange,
  userId: queryId,
});
export type OrderTotalQuery = z.output<typeof orderTotalQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Staff members (users holding role `service`, with a staff profile)

const phoneSchema = text()
  .trim()
  .max(20, 'validation.tooLong')
  .regex(/^[0-9+\-\s]*$/, 'user.phoneInvalid')
  .nullish()
  .transform((v) => v ?? '');

export const staffBodySchema = z.object({
  userId: idField('staff.userInvalid'),
  type: z.enum(STAFF_TYPES, { error: 'staff.typeInvalid' }),
  phone: phoneSchema,
  status: z.enum(['0', '1'], { error: 'validation.status' }).default('0'),
  remark: optionalText(500).transform((v) => v ?? ''),
});
export type StaffBody = z.output<typeof staffBodySchema>;
export type StaffBodyInput = z.input<typeof staffBodySchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  type: choice(STAFF_TYPES),
  userName: text().trim().max(30).optional(),
  status: choice(['0', '1']),
});
export type StaffListQuery = z.output<typeof staffListQuerySchema>;
