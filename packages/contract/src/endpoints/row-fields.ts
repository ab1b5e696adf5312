import { z } from 'zod';
import { dateTimeWire, moneyWire } from '../wire.ts';

/** A row's type as it travels (the schema's input side: dates and money as strings). */
export type Wire<S extends z.ZodType> = z.input<S>;

/** The field types every response row is built from (see `rows.ts`). */
export const date = dateTimeWire.nullable();
export const money = moneyWire;
/** An exchange rate or a percentage with four decimals (`"7.1000"`). */
export const rate = z.string();
export const id = z.number().int();
export const int = z.number().int();
export const optText = z.string().nullable();
export const audit = { createBy: z.string(), createTime: date, updateBy: z.string(), updateTime: date };
/** The status flag of a row (`0` enabled, `1` disabled). */
export const status = z.string();
