import { z } from 'zod';
import { dateTimeWire, moneyWire } from '../wire.ts';

/** Response rows of collection accounts, recharges, withdrawals and debts (complete, like rows.ts). */
const date = dateTimeWire.nullable();
const money = moneyWire;
const id = z.number().int();
const audit = { createBy: z.string(), createTime: date, updateBy: z.string(), updateTime: date };

export const collectionRow = z.object({
  collectionId: id,
  siteId: id,
  siteName: z.string().nullable(),
  method: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  qrCode: z.string(),
  status: z.string(),
  orderNum: z.number().int(),
  remark: z.string(),
  ...audit,
});
/** What a seller's recharge page shows of its site's accounts. */
export const collectionOption = z.object({
  collectionId: id,
  method: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  qrCode: z.string(),
});

export const rechargeRow = z.object({
  rechargeId: id,
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteId: id.nullable(),
  siteName: z.string().nullable(),
  /** What the seller said it paid. */
  amount: money,
  /** What finance received and credited (null until credited). */
  creditedAmount: money.nullable(),
  /** Part of the credit that paid a debt. */
  debtPaid: money,
  method: z.string(),
  collectionId: id,
  collectionName: z.string(),
  collectionNo: z.string(),
  voucher: z.string(),
  referenceNo: z.string(),
  status: z.string(),
  rejectReason: z.string(),
  auditBy: z.string(),
  auditTime: date,
  remark: z.string(),
  ...audit,
});

export const withdrawalRow = z.object({
  id,
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteId: id.nullable(),
  siteName: z.string().nullable(),
  amount: money,
  accountType: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  status: z.string(),
  rejectReason: z.string(),
  payNo: z.string(),
  payTime: date,
  auditBy: z.string(),
  auditTime: date,
  remark: z.string(),
  ...audit,
});

/** A money transition's answer: the document's new state and the owner's balances after it. */
export const moneyTransition = z.object({
  id,
  status: z.string(),
  money,
  frozen: money,
});
export const rechargeCreditResult = moneyTransition.extend({ creditedAmount: money, debtPaid: money });

export const debtRow = z.object({
  userId: id,
  userName: z.string(),
  nickName: z.string(),
  siteName: z.string().nullable(),
  /** The (negative) balance. */
  money,
  /** What is owed: −money. */
  debt: money,
  /** When the balance last went below zero. */
  since: date,
  daysOutstanding: z.number().int(),
});
/** A ledger row that moved the balance while in debt (the causes). */
export const debtCauseRow = z.object({
  fundId: id,
  type: z.number().int(),
  amount: money,
  balanceBefore: money,
  balanceAfter: money,
  refType: z.string(),
  refNo: z.string(),
  operator: z.string(),
  remark: z.string(),
  createTime: date,
});
export const debtWriteOffResult = z.object({ userId: id, fundId: id, amount: money, money });

type Wire<S extends z.ZodType> = z.input<S>;
export type CollectionRow = Wire<typeof collectionRow>;
export type CollectionOption = Wire<typeof collectionOption>;
export type RechargeRow = Wire<typeof rechargeRow>;
export type WithdrawalRow = Wire<typeof withdrawalRow>;
export type MoneyTransition = Wire<typeof moneyTransition>;
export type DebtRow = Wire<typeof debtRow>;
export type DebtCauseRow = Wire<typeof debtCauseRow>;
