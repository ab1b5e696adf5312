export * from './system.ts';
export * from './business.ts';
export * from './orders.ts';
export * from './signin.ts';
export * from './notice.ts';
