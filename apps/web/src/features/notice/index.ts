export { default as NoticePage } from './NoticePage.tsx';
