export * from './system.ts';
export * from './business.ts';
