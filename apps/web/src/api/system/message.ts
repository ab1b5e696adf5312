import { messageEndpoints } from '@ceping/contract';
import { call, endpointKey } from '../endpoint.ts';

/** The navbar's unread message count (sellers); silent: the badge simply stays as it was on a failure. */
export const messageUnreadKey = endpointKey(messageEndpoints.unreadCount);
export const messageUnreadCount = () => call(messageEndpoints.unreadCount, {}, { silent: true });
