import type { AjaxResult, PwdListQuery, PwdOwn, PwdSet, PwdStatus, TableData } from '@ceping/contract';
import { get, post, put } from '../../api/request.ts';

const base = '/system/pwd';

export type PwdListParams = Partial<PwdListQuery>;

/**
 * Checks the caller's second (operation) password: `POST /system/pwd/check?pwd=` answers `data: true`
 * when it matches (false, with the reason in `msg`, when it does not or none is set). No
 * duplicate-submit guard: a retry right after a wrong password is expected. Silent: the dialog shows
 * its own message.
 */
export function checkSecondPwd(pwd: string): Promise<AjaxResult<boolean>> {
  return post<AjaxResult<boolean>>(`${base}/check`, undefined, { params: { pwd }, repeatSubmit: false, silent: true });
}

/** Whether the caller has a second password. */
export function getOwnPwdStatus(): Promise<AjaxResult<PwdStatus>> {
  return get<AjaxResult<PwdStatus>>(`${base}/own`);
}

/** Sets (with the login password) or changes (with the current second password) the caller's own. */
export function changeOwnPwd(data: PwdOwn): Promise<AjaxResult> {
  return put<AjaxResult>(`${base}/own`, data);
}

/** Accounts with / without a second password. */
export function listPwdStatus(params: PwdListParams): Promise<TableData<PwdStatus>> {
  return get<TableData<PwdStatus>>(`${base}/list`, params);
}

export function getPwdStatus(userId: number): Promise<AjaxResult<PwdStatus>> {
  return get<AjaxResult<PwdStatus>>(`${base}/${userId}`);
}

/** Admin: sets or resets another account's second password. */
export function setUserPwd(data: PwdSet): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}
