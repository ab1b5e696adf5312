import { z } from 'zod';
import { EVALUATE_STATES, EVALUATE_TYPES, ORDER_STATES, SETTLE_STATES, STAFF_TYPES } from '../business/order.ts';
import { dateTimeWire, moneyWire } from '../wire.ts';

/**
 * Response rows of the order, review and staff API, complete: every field the server answers, with
 * its wire format. `z.input<>` is what the web reads (dates and money as strings), `z.output<>` what
 * the server hands over (dates as `Date`, encoded by the schema).
 */
const id = z.number().int();
const date = dateTimeWire.nullable();
const int = z.number().int();
const orderStatus = z.enum(ORDER_STATES);

/** A recorded review: of an order, or of one of its matched products. */
export const reviewRow = z.object({
  evaluateType: z.enum(EVALUATE_TYPES),
  /** The text as published, lines separated by `\n`. */
  evaluateContent: z.string(),
  /** Comma-separated picture addresses (uploaded paths get the API prefix on the web). */
  evaluatePic: z.string(),
  evaluateVideo: z.string(),
  evaluateTime: date,
});

/** A matched product copied onto an order, with its own review. */
export const orderProductRow = z.object({
  productId: id,
  taskId: id.nullable(),
  orderId: id.nullable(),
  productImg: z.string(),
  productTitle: z.string(),
  keyword: z.string(),
  sku: z.string(),
  /** In the order's coin. */
  productPrice: moneyWire,
  num: int,
  /** productPrice × the order's rate (CNY). */
  ratePrice: moneyWire,
  orderNum: int,
  evaluate: reviewRow,
});

/** A row of `GET /system/orders/list`. Money is CNY except `productPrice` and `actuallyPay` (the order's coin). */
export const orderRow = z.object({
  id,
  orderNo: z.string(),
  taskId: id,
  taskNo: z.string(),
  /** The seller owning the task. */
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteId: id.nullable(),
  shopId: id.nullable(),
  shopName: z.string().nullable(),
  shopType: z.string().nullable(),
  staffId: id.nullable(),
  staffName: z.string().nullable(),
  regionId: id,
  regionName: z.string(),
  regionNameEn: z.string().nullable(),
  platform: z.string(),
  /** The region's coin; null means RMB. */
  regionCoin: z.string().nullable(),
  productPic: z.string(),
  productTitle: z.string(),
  productUrl: z.string(),
  sku: z.string(),
  productPrice: moneyWire,
  perQuantity: int,
  /** Effective rate of the task (CNY per coin), four decimals. */
  rate: z.string(),
  mainProductPrice: moneyWire,
  matchProductPrice: moneyWire,
  /** Service part per order. */
  unitPrice: moneyWire,
  /** Charged per order on publish: main + matched + unit. */
  totalPrice: moneyWire,
  /** What the buyer paid, in the order's coin (null until staff enter it). */
  actuallyPay: moneyWire.nullable(),
  /** actuallyPay × rate (CNY), set on completion. */
  actualPrincipal: moneyWire.nullable(),
  /** (main + matched) − actualPrincipal: > 0 refunded to the seller, < 0 charged. */
  settleDiff: moneyWire.nullable(),
  settleStatus: z.enum(SETTLE_STATES),
  settleTime: date,
  /** The admin's reason when a settlement was refused. */
  settleRemark: z.string(),
  /** Environment number (staff). */
  remark: z.string(),
  /** The seller's own remark. */
  merchantRemark: z.string(),
  orderStatus,
  evaluateStatus: z.enum(EVALUATE_STATES),
  ...reviewRow.shape,
  exceptionReason: z.string(),
  /** The task's publish (approval) time. */
  taskTime: date,
  acceptTime: date,
  shipTime: date,
  completeTime: date,
  cancelTime: date,
  createBy: z.string(),
  createTime: date,
  updateBy: z.string(),
  updateTime: date,
  /** True when the caller sees the order only as the parent of the sub-account owning it. */
  readOnly: z.boolean(),
});

/** A ledger row an order moved (settlement, or the refund of a cancelled order of an ended task). */
export const orderFundRow = z.object({
  fundId: id,
  type: int,
  amount: moneyWire,
  balanceAfter: moneyWire,
  refType: z.string(),
  refNo: z.string(),
  createTime: date,
});

/** `GET /system/orders/{id}` and `getOneBy` data. */
export const orderDetail = orderRow.extend({
  /** The task's requirements and services, as published (the price breakdown of `unitPrice`). */
  unitPriceStr: z.string(),
  ship: z.string(),
  enterMethod: z.string(),
  enterMethodRemark: z.string(),
  /** The seller's note to the buyer. */
  msg: z.string(),
  follow: int,
  wish: int,
  cart: int,
  chat: int,
  gift: int,
  coupon: int,
  compare: int,
  browse: int,
  matchProduct: int,
  matchProducts: z.array(orderProductRow),
  /** The ledger rows of this order (empty for a parent reading its sub-account's order). */
  funds: z.array(orderFundRow),
});

/** One entry of an order's history (the dialog's timeline). `remark` is in the caller's language. */
export const orderEventRow = z.object({
  eventId: id,
  orderId: id,
  taskId: id,
  orderNo: z.string(),
  /** create, edit, ship, comment, complete, cancel, exception, resolve, settle, remove. */
  action: z.string(),
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus.nullable(),
  /** Money moved for the seller by this step (signed CNY), when any. */
  amount: moneyWire.nullable(),
  fundId: id.nullable(),
  operator: z.string(),
  remark: z.string(),
  createTime: date,
});

/** What an order request answers: the order's new state and the money it moved. */
export const orderResult = z.object({
  id,
  orderNo: z.string(),
  taskId: id,
  orderStatus,
  settleStatus: z.enum(SETTLE_STATES),
  settleDiff: moneyWire.nullable(),
  /** Posted to the seller by this request (signed; "0.00" when nothing moved). */
  amount: moneyWire,
  /** The seller's balance afterwards, when money moved. */
  money: moneyWire.nullable(),
  /** The task's state when this request changed it (an order taken or given back, the task completed). */
  taskStatus: z.string().nullable(),
  remainQuantity: int.nullable(),
});

const byStatus = z.object({ '0': int, '1': int, '2': int, '3': int, '4': int });

/** `GET /system/orders/chartsIndex`: the dashboard figures of the caller's scope. */
export const ordersChartsIndex = z.object({
  /** `all` for staff and admin, `own` for a seller (with its sub-accounts). */
  scope: z.enum(['all', 'own']),
  ordersToday: int,
  completedToday: int,
  ordersTotal: int,
  byStatus,
  /** Σ totalPrice of the orders placed today (CNY). */
  amountToday: moneyWire,
  tasksInProgress: int,
  /** The seller's balance (null for staff and admin). */
  balance: moneyWire.nullable(),
  pending: z.object({
    /** Placed, waiting for the merchant to ship. */
    toShip: int,
    /** Shipped, waiting for receipt to be confirmed. */
    toComplete: int,
    /** Shipped or completed with no review recorded yet. */
    toReview: int,
    exceptions: int,
    /** Settlements waiting for an admin's approval. */
    awaitingSettlement: int,
  }),
});

/** `GET /system/orders/charts3`: series over a date range (GMT+8 days), shaped for ECharts. */
export const ordersCharts3 = z.object({
  beginTime: z.string(),
  endTime: z.string(),
  days: z.array(z.string()),
  /** Orders placed per day. */
  counts: z.array(int),
  /** Orders completed per day. */
  completed: z.array(int),
  /** Σ totalPrice of the orders placed per day. */
  amounts: z.array(moneyWire),
  platforms: z.array(z.object({ platform: z.string(), count: int, amount: moneyWire })),
  statuses: z.array(z.object({ orderStatus, count: int })),
});

const totalsFields = {
  orders: int,
  open: int,
  completed: int,
  cancelled: int,
  /** Σ totalPrice of the orders not cancelled. */
  totalPrice: moneyWire,
  /** Σ actualPrincipal of completed orders. */
  actualPrincipal: moneyWire,
  /** Σ settlement differences posted (refunds positive). */
  settleDiff: moneyWire,
};
/** A row of `GET /system/orders/total`: per day (`day`) or per task (`taskId`…). */
export const orderTotalRow = z.object({
  /** `yyyy-MM-dd` or the task number. */
  key: z.string(),
  day: z.string().nullable(),
  taskId: id.nullable(),
  taskNo: z.string().nullable(),
  productTitle: z.string().nullable(),
  ...totalsFields,
});
export const orderTotals = z.object(totalsFields);

/** A row of `GET /system/staff/list`: a user holding role `service` and its staff profile. */
export const staffRow = z.object({
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  /** Dictionary staff_type; '' when the user has no profile yet. */
  type: z.enum(STAFF_TYPES).or(z.literal('')),
  phone: z.string(),
  /** The profile's status (a disabled profile is not offered for distribution). */
  status: z.enum(['0', '1']),
  remark: z.string(),
  /** The account's own status. */
  userStatus: z.string(),
  hasProfile: z.boolean(),
  createTime: date,
  updateTime: date,
});

export type ReviewRow = z.input<typeof reviewRow>;
export type OrderProductRow = z.input<typeof orderProductRow>;
export type OrderRow = z.input<typeof orderRow>;
export type OrderFundRow = z.input<typeof orderFundRow>;
export type OrderDetail = z.input<typeof orderDetail>;
export type OrderEventRow = z.input<typeof orderEventRow>;
export type OrderResult = z.input<typeof orderResult>;
export type OrdersChartsIndex = z.input<typeof ordersChartsIndex>;
export type OrdersCharts3 = z.input<typeof ordersCharts3>;
export type OrderTotalRow = z.input<typeof orderTotalRow>;
export type OrderTotals = z.input<typeof orderTotals>;
export type StaffRow = z.input<typeof staffRow>;
