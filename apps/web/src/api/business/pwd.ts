import type { AjaxResult } from '@ceping/contract';
import { post } from '../request.ts';

const base = '/system/pwd';

/**
 * Checks the caller's second (operation) password: `POST /system/pwd/check?pwd=` answers `data: true`
 * when it matches. No duplicate-submit guard: a retry right after a wrong password is expected.
 * Silent: the dialog shows its own message for a wrong or refused password.
 */
export function checkSecondPwd(pwd: string): Promise<AjaxResult<boolean>> {
  return post<AjaxResult<boolean>>(`${base}/check`, undefined, { params: { pwd }, repeatSubmit: false, silent: true });
}
