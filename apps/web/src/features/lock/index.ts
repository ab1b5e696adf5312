export { default as LockPage } from './LockPage.tsx';
