export { LockPage as default } from '../features/lock/index.ts';
