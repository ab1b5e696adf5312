import { bigint, char, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Identity primary key starting above the seeded ids (RuoYi's AUTO_INCREMENT start values). */
export const idPk = (name: string, startWith: number) => bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith });
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const flag = (name: string, dflt = '0') => char(name, { length: 1 }).notNull().default(dflt);
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 10, scale: 4 });

/** RuoYi audit columns: create_by/create_time/update_by/update_time. */
export const audit = () => ({
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: ts('update_time'),
});
