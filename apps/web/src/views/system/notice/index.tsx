export { NoticePage as default } from '../../../features/notice/index.ts';
