import type { OnlineQuery } from '@ceping/contract';
import { fail } from '../../core/errors.ts';
import type { LoginUser, Sessions } from '../../core/session.ts';

/** Live sessions (RuoYi's SysUserOnline), newest first, filtered by exact address and user name. */
export async function listOnline(sessions: Sessions, q: OnlineQuery, caller: LoginUser) {
  const all = await sessions.all();
  const rows = all
    .filter((s) => s.userName && (!q.ipaddr || s.ipaddr === q.ipaddr) && (!q.userName || s.userName === q.userName))
    .sort((a, b) => (b.issuedAt ?? b.loginTime) - (a.issuedAt ?? a.loginTime))
    .map((s) => ({
      tokenId: s.tokenId,
      userName: s.userName,
      deptName: s.deptName ?? '',
      ipaddr: s.ipaddr,
      loginLocation: s.loginLocation,
      browser: s.browser,
      os: s.os,
      loginTime: new Date(s.issuedAt ?? s.loginTime),
      current: s.tokenId === caller.tokenId,
    }));
  return rows;
}

/** Ends another session at once: its next request answers 401. One's own session is refused. */
export async function forceLogout(sessions: Sessions, tokenId: string, caller: LoginUser) {
  if (tokenId === caller.tokenId) throw fail('monitor.online.self');
  const exists = (await sessions.all()).some((s) => s.tokenId === tokenId);
  if (!exists) throw fail('monitor.online.gone');
  await sessions.remove(tokenId);
}
