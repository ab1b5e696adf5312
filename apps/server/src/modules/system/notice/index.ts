/** The notices domain's face: notices, their read records and the navbar's top list. */
export { noticeRoutes } from './routes.ts';
export { sanitizeNoticeContent } from './sanitize.ts';
