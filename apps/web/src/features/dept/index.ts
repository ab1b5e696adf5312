export { default as DeptPage } from './DeptPage.tsx';
