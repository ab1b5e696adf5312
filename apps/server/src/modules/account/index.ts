/**
 * The account domain's face: a seller's invite code and sub-accounts, and every user's message
 * inbox. Registration (auth) resolves invite codes through it; finance and auth write messages with
 * `notifyUser` inside the transaction of the event.
 */
export { accountRoutes } from './routes.ts';
export { type Inviter, findInviter } from './invitation/service.ts';
export { type InboxKey, type Notice, notifyUser } from './message/notify.ts';
