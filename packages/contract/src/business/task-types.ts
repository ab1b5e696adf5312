/** Response shapes of the task API. Money is a string with two decimals (CNY unless noted), rates four. */

import type { ServiceKey } from './task-rules.ts';
import type { TaskStatusValue } from './task.ts';

/** Value-added service prices in effect when the task was priced (CNY). */
export interface TaskFeeSet {
  follow: string;
  wish: string;
  cart: string;
  chat: string;
  gift: string;
  coupon: string;
  /** Unit prices, multiplied by a count. */
  compare: string;
  browse: string;
  matchProduct: string;
}

/** One non-empty row of the cost breakdown; `count × unit = amount` for compare, browse and matchProduct. */
export interface TaskPriceLine {
  item: 'base' | ServiceKey | 'addMoney';
  amount: string;
  count?: number;
  unit?: string;
}

/** The result of pricing a task body (docs/DOMAIN.md §5). */
export interface TaskPrice {
  regionId: number;
  regionName: string;
  platform: string;
  /** The region's coin (USD…); null means prices are in RMB. */
  regionCoin: string | null;
  regionRate: string;
  userRate: string;
  /** Effective rate: regionRate × (1 + userRate/100), four decimals. */
  rate: string;
  basePrice: string;
  addMoney: string;
  fees: TaskFeeSet;
  perQuantity: number;
  taskQuantity: number;
  compareMoney: string;
  browseMoney: string;
  matchProductMoney: string;
  addServicePerOrder: string;
  mainProductPrice: string;
  matchProductPrice: string;
  /** Index-aligned with the body's products. */
  products: { productPrice: string; num: number; ratePrice: string }[];
  unitPrice: string;
  unitPriceStr: string;
  totalPrice: string;
  allTotalAddService: string;
  allTotalPrice: string;
  lines: TaskPriceLine[];
}

/** `POST /system/task/price` data: the price plus the caller's balance. */
export interface TaskPricePreview extends TaskPrice {
  money: string;
  /** The balance covers allTotalPrice (and is not in debt). */
  enough: boolean;
}

export interface TaskKeywordRow {
  keywordId: number;
  taskId: number;
  keyword: string;
  remark: string;
  quantity: number;
  orderNum: number;
}

export interface TaskProductRow {
  productId: number;
  taskId: number | null;
  orderId: number | null;
  productImg: string;
  productTitle: string;
  keyword: string;
  sku: string;
  productPrice: string;
  num: number;
  ratePrice: string;
  orderNum: number;
  createTime: string | null;
}

/** A row of `GET /system/task/list`. */
export interface TaskRow {
  taskId: number;
  taskNo: string;
  userId: number;
  userName: string;
  nickName: string;
  siteId: number | null;
  shopId: number | null;
  regionId: number;
  regionName: string;
  /** The region's current English name (the task keeps the Chinese name it was published with). */
  regionNameEn: string | null;
  platform: string;
  regionCoin: string | null;
  productPic: string;
  productTitle: string;
  productUrl: string;
  sku: string;
  productPrice: string;
  perQuantity: number;
  taskQuantity: number;
  remainQuantity: number;
  ship: '0' | '1';
  enterMethod: string;
  enterMethodRemark: string;
  msg: string;
  remark: string;
  /** Staff's remark; '' for sellers. */
  serviceRemark: string;
  follow: number;
  wish: number;
  cart: number;
  chat: number;
  gift: number;
  coupon: number;
  couponUrl: string;
  couponPic: string;
  compare: number;
  browse: number;
  matchProduct: number;
  regionRate: string;
  userRate: string;
  rate: string;
  basePrice: string;
  addMoney: string;
  compareMoney: string;
  browseMoney: string;
  matchProductMoney: string;
  mainProductPrice: string;
  matchProductPrice: string;
  addServicePerOrder: string;
  unitPrice: string;
  unitPriceStr: string;
  totalPrice: string;
  allTotalAddService: string;
  allTotalPrice: string;
  /** Net amount charged for the task now (payments − refunds). */
  paidAmount: string;
  status: TaskStatusValue;
  staffId: number | null;
  staffName: string | null;
  distributeTime: string | null;
  publishTime: string | null;
  completeTime: string | null;
  rejectReason: string;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  /** True when the caller sees the task only because it belongs to one of its sub-accounts. */
  readOnly: boolean;
}

/** `GET /system/task/{id}` data. */
export interface TaskDetail extends TaskRow {
  phone: string;
  keywords: TaskKeywordRow[];
  products: TaskProductRow[];
  feeSnapshot: TaskFeeSet;
  lines: TaskPriceLine[];
}

/** Result of publish / edit / resubmit. */
export interface TaskChargeResult {
  taskId: number;
  taskNo: string;
  allTotalPrice: string;
  /** Amount moved by this request: charge negative, refund positive ("0.00" when nothing moved). */
  amount: string;
  /** The owner's balance afterwards. */
  money: string;
}

/** Result of approve / reject / cancel / pause / resume / end / distribute. */
export interface TaskTransitionResult {
  taskId: number;
  taskNo: string;
  status: TaskStatusValue;
  /** Refunded to the owner by this transition ("0.00" when none). */
  refund: string;
  money: string | null;
}

/** `GET /system/task/chart` data, shaped for ECharts. */
export interface TaskChart {
  days: string[];
  counts: number[];
  amounts: string[];
  regions: { regionId: number; name: string; count: number; amount: string }[];
}

/** `GET /system/task/getTaskSummary` data. */
export interface TaskSummary {
  total: number;
  counts: Record<TaskStatusValue, number>;
  /** Σ remainQuantity × totalPrice of tasks in progress or paused. */
  moneyInProgress: string;
  remainInProgress: number;
}
