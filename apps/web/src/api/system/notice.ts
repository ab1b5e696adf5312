import { lockEndpoints, noticeEndpoints } from '@ceping/contract';
import { call, endpointKey } from '../endpoint.ts';

/** The navbar's newest notices and unread count (RuoYi 3.9.2 `listTop`). */
export const noticeTopKey = endpointKey(noticeEndpoints.listTop);
export const listTopNotice = () => call(noticeEndpoints.listTop);
export const getNotice = (noticeId: number) => call(noticeEndpoints.get, { params: { noticeId } });
export const markNoticeRead = (noticeId: number) => call(noticeEndpoints.markRead, { query: { noticeId } });
export const markNoticeReadAll = (ids: number[]) => call(noticeEndpoints.markReadAll, { query: { ids: ids.join(',') } });
/** `POST /unlockscreen`: the account's password unlocks the screen. */
export const unlockScreen = (password: string) => call(lockEndpoints.unlock, { body: { password } }, { silent: true, repeatSubmit: false });
