import { type PwdListQuery, type PwdOwn, type PwdSet, pwdEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type PwdListParams = Partial<PwdListQuery>;

/**
 * Checks the caller's second (operation) password: `POST /system/pwd/check?pwd=` answers `data: true`
 * when it matches (false, with the reason in `msg`, when it does not or none is set). No
 * duplicate-submit guard: a retry right after a wrong password is expected. Silent: the dialog shows
 * its own message.
 */
export const checkSecondPwd = (pwd: string) => call(pwdEndpoints.check, { query: { pwd } }, { repeatSubmit: false, silent: true });

/** Whether the caller has a second password. */
export const getOwnPwdStatus = () => call(pwdEndpoints.getOwn);

/** Sets (with the login password) or changes (with the current second password) the caller's own. */
export const changeOwnPwd = (body: PwdOwn) => call(pwdEndpoints.editOwn, { body });

/** Accounts with / without a second password. */
export const listPwdStatus = (query: PwdListParams) => call(pwdEndpoints.list, { query });

export const getPwdStatus = (userId: number) => call(pwdEndpoints.get, { params: { userId } });

/** Admin: sets or resets another account's second password. */
export const setUserPwd = (body: PwdSet) => call(pwdEndpoints.edit, { body });
