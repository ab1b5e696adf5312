export * from './system.ts';
export * from './business.ts';
export * from './orders.ts';
export * from './signin.ts';
export * from './orders-stats.ts';
export * from './jobs.ts';
export * from './money.ts';
export * from './documents.ts';
