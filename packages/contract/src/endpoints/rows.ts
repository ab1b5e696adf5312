import { z } from 'zod';
import { dateTimeWire, moneyWire } from '../wire.ts';
import { reviewRow } from './order-rows.ts';

/**
 * Response payloads. Each names its ids, dates and money (so dates and money always take their one
 * wire format); other fields pass through as the server builds them (`looseObject`), typed for the
 * web by the interfaces next to each request schema.
 */
const date = dateTimeWire.nullable().optional();
const money = moneyWire;
const audit = { createBy: z.string().nullable().optional(), createTime: date, updateBy: z.string().nullable().optional(), updateTime: date };
const id = z.number().int();
const optId = id.nullable().optional();

export const treeNode: z.ZodType<{ id: number; label: string; disabled?: boolean; children?: unknown[] }> = z.lazy(() =>
  z.looseObject({ id, label: z.string(), disabled: z.boolean().optional(), children: z.array(treeNode).optional() }),
);
export const option = z.looseObject({});
export const roleLite = z.looseObject({ roleId: id, roleName: z.string(), roleKey: z.string(), createTime: date });
export const sysUser = z.looseObject({
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  loginDate: date,
  pwdUpdateDate: date,
  ...audit,
  roles: z.array(roleLite).optional(),
  money: money.optional(),
  frozen: money.optional(),
  addMoney: money.optional(),
});
export const dictType = z.looseObject({ dictId: id, dictName: z.string(), dictType: z.string(), ...audit });
export const dictData = z.looseObject({ dictCode: id, dictLabel: z.string(), dictValue: z.string(), dictType: z.string(), ...audit });
export const region = z.looseObject({ regionId: id, ...audit });
export const site = z.looseObject({ siteId: id, ...audit });
export const price = z.looseObject({ priceId: id, userId: optId, basePrice: money.optional(), ...audit });
export const fee = z.looseObject({ feeId: id, userId: optId, ...audit });
export const shop = z.looseObject({ shopId: id, ...audit });
export const customer = z.looseObject({ userId: id, money: money.optional(), frozen: money.optional(), addMoney: money.optional(), ...audit });
export const fundRow = z.looseObject({ fundId: id, amount: money, balanceBefore: money, balanceAfter: money, createTime: date });
export const pwdStatus = z.looseObject({});
export const template = z.looseObject({ templateId: id, ...audit });
export const keywordRow = z.looseObject({ ...audit });
export const productRow = z.looseObject({
  productId: id,
  productPrice: money.optional(),
  ratePrice: money.optional(),
  createTime: date,
  /** The review recorded for a product copied onto an order (empty for a task's own products). */
  evaluate: reviewRow.optional(),
});
const taskDates = { distributeTime: date, publishTime: date, completeTime: date, createTime: date, updateTime: date };
export const taskRow = z.looseObject({
  taskId: id,
  status: z.enum(['0', '1', '2', '3', '4', '5']),
  totalPrice: money,
  allTotalPrice: money,
  ...taskDates,
});
export const taskDetail = taskRow.extend({ products: z.array(productRow), keywords: z.array(z.looseObject({})) });
/** What a money-moving task request answers (charge or refund and the new balance). */
export const moneyResult = z.looseObject({});
export const routerVo: z.ZodType<Record<string, unknown>> = z.looseObject({});
