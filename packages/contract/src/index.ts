export * from './common.ts';
export * from './auth.ts';
export * from './messages.ts';
export * from './perms.ts';
export * from './system/user.ts';
export * from './system/dict.ts';
export * from './dicts.ts';
