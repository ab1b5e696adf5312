import { z } from 'zod';
import { SERVICE_KEYS } from '../business/task-rules.ts';
import type { TaskBody } from '../business/task.ts';
import { reviewRow } from './order-rows.ts';
import { type Wire, audit, date, id, int, money, optText, rate, status } from './row-fields.ts';

/**
 * Response payloads, complete: every field the server answers, with its type. A field missing here
 * does not reach the wire (an object schema drops undeclared keys when it encodes). Dates take their
 * one wire format (`dateTimeWire`), money its own (`moneyWire`); rates (four decimals)
 * are plain strings. The system's rows are in `system-rows.ts` (re-exported here), the field types in
 * `row-fields.ts`. The web's types are these schemas' input side (`z.input`, what travels: dates
 * and money as strings), exported below under the names the screens use.
 */
export * from './system-rows.ts';

// ---- catalogue -------------------------------------------------------------------------------------

/** Value-added service prices (CNY), as set on a fee row, applied to a region, or kept by a task. */
export const feeSet = z.object({
  follow: money,
  wish: money,
  cart: money,
  chat: money,
  gift: money,
  coupon: money,
  /** Unit prices, multiplied by a count. */
  compare: money,
  browse: money,
  matchProduct: money,
});
/** A region as stored (detail, add). */
export const region = z.object({
  regionId: id,
  regionName: z.string(),
  regionNameEn: optText,
  platform: z.string(),
  countryCode: z.string(),
  /** The coin (USD…); null: prices are in RMB. */
  coinName: optText,
  /** CNY per coin. */
  rate,
  orderNum: int,
  status,
  remark: optText,
  ...audit,
});
/** A list row: the region plus the price package that applies to `userId` (or the defaults). */
export const regionRow = region.extend({
  userId: id.nullable(),
  /** Effective base price per order; null when no price is configured. */
  basePrice: money.nullable(),
  priceSource: z.enum(['user', 'parent', 'default']).nullable(),
  fees: feeSet.nullable(),
  /** The user's uplift in percent and per-order surcharge (0 without a user). */
  userRate: rate,
  addMoney: money,
  /** rate × (1 + userRate / 100), four decimals. */
  effectiveRate: rate,
});
export const regionOption = z.object({
  regionId: id,
  regionName: z.string(),
  regionNameEn: optText,
  /** The name in the caller's language. */
  label: z.string(),
  platform: z.string(),
  countryCode: z.string(),
  coinName: optText,
  rate,
});
/** A site as stored (add). */
export const site = z.object({ siteId: id, siteName: z.string(), domain: optText, logo: optText, status, remark: optText, ...audit });
/** A site with its number of live users (list, detail). */
export const siteRow = site.extend({ userCount: int });
export const siteOption = z.object({ siteId: id, siteName: z.string(), logo: optText, status });
/** The region and owner names a price or fee row is listed with. */
const ownedBy = {
  regionName: z.string(),
  regionNameEn: optText,
  platform: z.string(),
  coinName: optText,
  userName: optText,
  nickName: optText,
};
/** A base price as stored (add); `userId` null is the default row. */
export const price = z.object({ priceId: id, regionId: id, userId: id.nullable(), basePrice: money, status, remark: optText, ...audit });
export const priceRow = price.extend(ownedBy);
/** `GET /system/price/default`: every region with its default price row (null fields when missing). */
export const defaultPrice = z.object({
  regionId: id,
  regionName: z.string(),
  regionNameEn: optText,
  platform: z.string(),
  coinName: optText,
  rate,
  regionStatus: status,
  priceId: id.nullable(),
  basePrice: money.nullable(),
  status: status.nullable(),
  /** Seller rows overriding this default. */
  overrides: int,
});
/** A fee row as stored (add); `userId` null is the default row. */
export const fee = z.object({ feeId: id, regionId: id, userId: id.nullable(), ...feeSet.shape, status, remark: optText, ...audit });
export const feeRow = fee.extend(ownedBy);
/** A shop as stored (add). */
export const shop = z.object({
  shopId: id,
  userId: id,
  shopName: z.string(),
  shopType: z.string(),
  platform: z.string(),
  regionId: id.nullable(),
  shopUrl: optText,
  status,
  remark: optText,
  ...audit,
});
export const shopRow = shop.extend({ userName: optText, nickName: optText, regionName: optText, regionNameEn: optText });
export const shopOption = z.object({ shopId: id, shopName: z.string(), platform: z.string(), regionId: id.nullable(), shopType: z.string() });
/** A row of `GET /system/template/list` (without content). */
export const template = z.object({
  templateId: id,
  userId: id,
  userName: z.string(),
  templateName: z.string(),
  regionId: id.nullable(),
  regionName: optText,
  regionNameEn: optText,
  /** The region's platform (dictionary `platform`). */
  platform: optText,
  remark: optText,
  createTime: date,
  updateTime: date,
});
/** `GET /system/template/{id}`: with its content, a publish form as it was saved. */
export const templateDetail = template.extend({
  content: z.custom<TaskBody>((v) => typeof v === 'object' && v !== null).meta({ description: 'The saved publish form (a task body).' }),
});
export const templateOption = z.object({ templateId: id, templateName: z.string(), regionId: id.nullable() });

// ---- money -----------------------------------------------------------------------------------------

/** A seller (role common / zi) with balance, frozen amount, uplift, surcharge, site and parent. */
export const customer = z.object({
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  status,
  /** `common` or `zi`. */
  roleKeys: z.array(z.string()),
  money,
  frozen: money,
  rate,
  addMoney: money,
  siteId: id.nullable(),
  siteName: optText,
  parentId: id.nullable(),
  parentName: optText,
  /** Its live sub-accounts (a main account's; 0 for a sub-account). */
  subCount: int,
  hasPayPwd: z.boolean(),
  loginDate: date,
  createTime: date,
  remark: optText,
});
/** `PUT /system/customer/adjust`: the ledger row written and the balance before and after. */
export const adjustResult = z.object({ userId: id, fundId: id, balanceBefore: money, money });
export const fundRow = z.object({
  fundId: id,
  userId: id,
  userName: optText,
  nickName: optText,
  /** Dictionary fund_type. */
  type: int,
  amount: money,
  balanceBefore: money,
  balanceAfter: money,
  refType: z.string(),
  refId: id.nullable(),
  refNo: z.string(),
  operator: z.string(),
  /** In the caller's language when the system wrote it in both. */
  remark: z.string(),
  createTime: date,
});
export const fundSummary = z.object({ income: money, spend: money, net: money, count: int });
export const fundOverviewRow = z.object({
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  status,
  money,
  frozen: money,
  ledgerSum: money,
  ledgerCount: int,
  lastTime: date,
  /** money = Σ ledger. */
  consistent: z.boolean(),
});
export const fundOverviewTotals = z.object({ money, frozen: money, ledgerSum: money, debt: money, accounts: int, inconsistent: int });
export const pwdStatus = z.object({ userId: id, userName: z.string(), nickName: z.string(), roleKeys: z.array(z.string()), hasPwd: z.boolean(), status });

// ---- tasks -----------------------------------------------------------------------------------------

const taskStatus = z.enum(['0', '1', '2', '3', '4', '5']);
/** One non-empty row of the cost breakdown; `count × unit = amount` for compare, browse and matchProduct. */
export const priceLine = z.object({ item: z.enum(['base', ...SERVICE_KEYS, 'addMoney']), amount: money, count: int.optional(), unit: money.optional() });
/** The result of pricing a task body (docs/DOMAIN.md §5). Money is CNY with two decimals, rates four. */
export const taskPrice = z.object({
  regionId: id,
  regionName: z.string(),
  platform: z.string(),
  /** The region's coin (USD…); null means prices are in RMB. */
  regionCoin: optText,
  regionRate: rate,
  userRate: rate,
  /** Effective rate: regionRate × (1 + userRate/100), four decimals. */
  rate,
  basePrice: money,
  addMoney: money,
  fees: feeSet,
  perQuantity: int,
  taskQuantity: int,
  compareMoney: money,
  browseMoney: money,
  matchProductMoney: money,
  addServicePerOrder: money,
  mainProductPrice: money,
  matchProductPrice: money,
  /** Index-aligned with the body's products. */
  products: z.array(z.object({ productPrice: money, num: int, ratePrice: money })),
  unitPrice: money,
  unitPriceStr: z.string(),
  totalPrice: money,
  allTotalAddService: money,
  allTotalPrice: money,
  lines: z.array(priceLine),
});
/** `POST /system/task/price`: the price plus the caller's balance. */
export const taskPricePreview = taskPrice.extend({
  money,
  /** The balance covers allTotalPrice (and is not in debt). */
  enough: z.boolean(),
});
export const taskKeyword = z.object({ keywordId: id, taskId: id, keyword: z.string(), remark: z.string(), quantity: int, orderNum: int });
/** A matched product of a task (or of an order). */
export const taskProduct = z.object({
  productId: id,
  taskId: id.nullable(),
  orderId: id.nullable(),
  productImg: z.string(),
  productTitle: z.string(),
  keyword: z.string(),
  sku: z.string(),
  /** In the region's coin. */
  productPrice: money,
  num: int,
  /** productPrice × the task's rate (CNY). */
  ratePrice: money,
  orderNum: int,
  createTime: date,
});
/** A row of `GET /system/product/list`: the product with its task's number and owner. */
export const productRow = taskProduct.extend({
  taskNo: optText,
  userId: id.nullable(),
  /** The review recorded for a product copied onto an order (absent on a task's own products). */
  evaluate: reviewRow.optional(),
});
/** A row of `GET /system/keyword/list`: the keyword with its task's number, title, owner, status and quantity. */
export const keywordRow = taskKeyword.extend({
  taskNo: z.string(),
  productTitle: z.string(),
  userId: id,
  status: z.string(),
  taskQuantity: int,
});
/** A row of `GET /system/task/list`. */
export const taskRow = z.object({
  taskId: id,
  taskNo: z.string(),
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteId: id.nullable(),
  shopId: id.nullable(),
  regionId: id,
  regionName: z.string(),
  /** The region's current English name (the task keeps the Chinese name it was published with). */
  regionNameEn: optText,
  platform: z.string(),
  regionCoin: optText,
  productPic: z.string(),
  productTitle: z.string(),
  productUrl: z.string(),
  sku: z.string(),
  productPrice: money,
  perQuantity: int,
  taskQuantity: int,
  remainQuantity: int,
  ship: z.enum(['0', '1']),
  enterMethod: z.string(),
  enterMethodRemark: z.string(),
  msg: z.string(),
  remark: z.string(),
  /** Staff's remark; '' for sellers. */
  serviceRemark: z.string(),
  follow: int,
  wish: int,
  cart: int,
  chat: int,
  gift: int,
  coupon: int,
  couponUrl: z.string(),
  couponPic: z.string(),
  compare: int,
  browse: int,
  matchProduct: int,
  regionRate: rate,
  userRate: rate,
  rate,
  basePrice: money,
  addMoney: money,
  compareMoney: money,
  browseMoney: money,
  matchProductMoney: money,
  mainProductPrice: money,
  matchProductPrice: money,
  addServicePerOrder: money,
  unitPrice: money,
  unitPriceStr: z.string(),
  totalPrice: money,
  allTotalAddService: money,
  allTotalPrice: money,
  /** Net amount charged for the task now (payments − refunds). */
  paidAmount: money,
  status: taskStatus,
  staffId: id.nullable(),
  staffName: optText,
  distributeTime: date,
  publishTime: date,
  completeTime: date,
  rejectReason: z.string(),
  ...audit,
  /** True when the caller sees the task only because it belongs to one of its sub-accounts. */
  readOnly: z.boolean(),
});
/** `GET /system/task/{id}`: the task with keywords, matched products, fee snapshot and cost lines. */
export const taskDetail = taskRow.extend({
  phone: z.string(),
  keywords: z.array(taskKeyword),
  products: z.array(taskProduct),
  feeSnapshot: feeSet,
  lines: z.array(priceLine),
});
/** Publish, edit, resubmit and the matched-product changes: what was charged or refunded. */
export const taskCharge = z.object({
  taskId: id,
  taskNo: z.string(),
  allTotalPrice: money,
  /** Amount moved by this request: charge negative, refund positive ("0.00" when nothing moved). */
  amount: money,
  /** The owner's balance afterwards. */
  money,
});
/** Approve, reject, cancel, pause, resume, end and (cancel) distribution: the new state and any refund. */
export const taskTransition = z.object({
  taskId: id,
  taskNo: z.string(),
  status: taskStatus,
  /** Refunded to the owner by this transition ("0.00" when none). */
  refund: money,
  money: money.nullable(),
});
/** `GET /system/task/chart`, shaped for ECharts. */
export const taskChart = z.object({
  days: z.array(z.string()),
  counts: z.array(int),
  amounts: z.array(money),
  regions: z.array(z.object({ regionId: id, name: z.string(), count: int, amount: money })),
});
/** `GET /system/task/getTaskSummary`. */
export const taskSummary = z.object({
  total: int,
  counts: z.record(taskStatus, int),
  /** Σ remainQuantity × totalPrice of tasks in progress or paused. */
  moneyInProgress: money,
  remainInProgress: int,
});
/** A staff member (enabled user with role `service`) a task can be distributed to. */
export const staffOption = z.object({ userId: id, userName: z.string(), nickName: z.string() });

// ---- the wire types --------------------------------------------------------------------------------

export type FeeValues = Wire<typeof feeSet>;
export type TaskFeeSet = FeeValues;
export type Region = Wire<typeof region>;
export type RegionRow = Wire<typeof regionRow>;
export type RegionOption = Wire<typeof regionOption>;
export type Site = Wire<typeof siteRow>;
export type SiteOption = Wire<typeof siteOption>;
export type Price = Wire<typeof priceRow>;
export type DefaultPrice = Wire<typeof defaultPrice>;
export type Fee = Wire<typeof feeRow>;
export type Shop = Wire<typeof shopRow>;
export type ShopOption = Wire<typeof shopOption>;
export type TemplateRow = Wire<typeof template>;
export type TemplateDetail = Wire<typeof templateDetail>;
export type TemplateOption = Wire<typeof templateOption>;
export type Customer = Wire<typeof customer>;
export type AdjustResult = Wire<typeof adjustResult>;
export type FundRow = Wire<typeof fundRow>;
export type FundSummary = Wire<typeof fundSummary>;
export type FundOverviewRow = Wire<typeof fundOverviewRow>;
export type FundOverviewTotals = Wire<typeof fundOverviewTotals>;
export type PwdStatus = Wire<typeof pwdStatus>;
export type TaskPriceLine = Wire<typeof priceLine>;
export type TaskPrice = Wire<typeof taskPrice>;
export type TaskPricePreview = Wire<typeof taskPricePreview>;
export type TaskKeywordRow = Wire<typeof taskKeyword>;
export type TaskProductRow = Wire<typeof taskProduct>;
export type ProductListRow = Wire<typeof productRow>;
export type KeywordListRow = Wire<typeof keywordRow>;
export type TaskRow = Wire<typeof taskRow>;
export type TaskDetail = Wire<typeof taskDetail>;
export type TaskChargeResult = Wire<typeof taskCharge>;
export type TaskTransitionResult = Wire<typeof taskTransition>;
export type TaskChart = Wire<typeof taskChart>;
export type TaskSummary = Wire<typeof taskSummary>;
export type StaffOption = Wire<typeof staffOption>;
