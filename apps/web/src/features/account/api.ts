import { type MessageListQuery, type SubAccountQuery, invitationEndpoints, messageEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type SubAccountParams = Partial<SubAccountQuery>;
export type MessageListParams = Partial<MessageListQuery>;

/** The caller's invite code (made by the server on first need) and its number of sub-accounts. */
export const getInvitation = () => call(invitationEndpoints.info);
export const regenerateInvitation = () => call(invitationEndpoints.regenerate);
export const listSubAccounts = (query: SubAccountParams) => call(invitationEndpoints.list, { query });

export const listMessages = (query: MessageListParams) => call(messageEndpoints.list, { query });
export const markMessagesRead = (messageIds: number[]) => call(messageEndpoints.markRead, { params: { messageIds } });
export const markAllMessagesRead = () => call(messageEndpoints.markAllRead);
export const delMessages = (messageIds: number[]) => call(messageEndpoints.remove, { params: { messageIds } });
