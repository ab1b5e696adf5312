import { LANGS, type LoginBody } from '@ceping/contract';
import { useLockStore } from './lock.ts';
import { create } from 'zustand';
import * as authApi from '../api/auth.ts';
import { setBalanceReader } from '../api/money.ts';
import { setSessionExpiredHandler } from '../api/request.ts';
import { checkWithdrawalStatus } from '../api/system/withdrawal.ts';
import { queryClient } from '../api/queryClient.ts';
import defaultAvatar from '../assets/default-avatar.svg';
import i18n from '../i18n/index.ts';
import { getToken, removeToken, setToken } from '../utils/auth.ts';
import { withBaseUrl } from '../utils/format.ts';

export const DEFAULT_ROLE = 'ROLE_DEFAULT';
const SELLER_ROLES = ['common', 'zi'];

/** What the client holds of the session's user: getInfo's user (its names at least). */
export type UserInfo = Partial<authApi.InfoUser> &
  Pick<authApi.InfoUser, 'userId' | 'userName' | 'nickName'> & {
    /** Withdrawal status of a seller (roles common / zi); undefined while unknown. */
    withdrawalStatus?: number;
  };
export interface SiteBrand {
  siteName: string;
  logo: string;
}
/** True for the product's own title in any language: the name the default site carries. */
function isProductTitle(name: string): boolean {
  return LANGS.some((lng) => i18n.getFixedT(lng, 'common')('appTitle') === name);
}

/**
 * A white-label site's name, as its administrator typed it; null for no site, an unnamed one or
 * the default site (named after the product), where the caller shows the localized product title.
 */
export function customSiteName(site: Pick<SiteBrand, 'siteName'> | null): string | null {
  const name = site?.siteName?.trim() ?? '';
  return name && !isProductTitle(name) ? name : null;
}

/** Which change-password prompt getInfo asked for. */
export type PasswordPrompt = 'default' | 'expired' | null;

interface UserData {
  token: string | undefined;
  userId: number | undefined;
  name: string;
  nickName: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  money: string | null;
  addMoney: string | null;
  phone: string;
  rate: string | null;
  userInfo: UserInfo | null;
  site: SiteBrand | null;
  passwordPrompt: PasswordPrompt;
}

export interface UserState extends UserData {
  /** Logs in (user name trimmed) and stores the token in the `Admin-Token` cookie. */
  login(form: LoginBody): Promise<void>;
  /** Loads the session user, roles and permissions (`ROLE_DEFAULT` when the user has no role). */
  getInfo(): Promise<authApi.GetInfoResult>;
  /** Reloads the user (balance and profile) without prompts; `silent`: a failure shows nothing. */
  refreshInfo(opts?: { silent?: boolean }): Promise<void>;
  /** Ends the session on the server (errors ignored) and clears it here. */
  logout(): Promise<void>;
  /** Clears the session here only. */
  resetToken(): void;
  dismissPasswordPrompt(): void;
}

const text = (value: string | number | null | undefined): string | null => (value === null || value === undefined || value === '' ? null : String(value));

const emptyUser = (): UserData => ({
  token: undefined,
  userId: undefined,
  name: '',
  nickName: '',
  avatar: '',
  roles: [],
  permissions: [],
  money: null,
  addMoney: null,
  phone: '',
  rate: null,
  userInfo: null,
  site: null,
  passwordPrompt: null,
});

function fromInfo(res: authApi.GetInfoResult): Partial<UserData> {
  const user = res.user;
  const avatar = user.avatar ? withBaseUrl(user.avatar) : defaultAvatar;
  const roles = Array.isArray(res.roles) && res.roles.length > 0 ? res.roles : [DEFAULT_ROLE];
  const permissions = Array.isArray(res.permissions) ? res.permissions : [];
  return {
    userId: user.userId,
    name: user.userName,
    nickName: user.nickName,
    avatar,
    roles,
    permissions,
    money: text(user.money),
    addMoney: text(user.addMoney),
    rate: text(user.rate),
    phone: user.phonenumber ?? '',
    userInfo: { ...user },
    site: user.site ? { siteName: user.site.siteName, logo: withBaseUrl(user.site.logo) } : null,
  };
}

const PROMPT_KEY = 'pwdPromptDismissed';
function promptDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(PROMPT_KEY) === '1';
  } catch {
    return false;
  }
}
function rememberPromptDismissed(on: boolean) {
  try {
    if (on) window.sessionStorage.setItem(PROMPT_KEY, '1');
    else window.sessionStorage.removeItem(PROMPT_KEY);
  } catch {
    // sessionStorage unavailable: the prompt simply shows again after a reload.
  }
}

export const useUserStore = create<UserState>()((set, get) => {
  /** Sellers get their withdrawal status in the background; a failure leaves it unknown. */
  const loadWithdrawalStatus = (roles: string[]) => {
    if (!roles.some((r) => SELLER_ROLES.includes(r))) return;
    checkWithdrawalStatus()
      .then((res) => {
        const info = get().userInfo;
        if (info) set({ userInfo: { ...info, withdrawalStatus: res.data } });
      })
      .catch(() => undefined);
  };

  const loadInfo = async (withPrompt: boolean, silent = false) => {
    const res = await authApi.getInfo(silent ? { silent } : undefined);
    const data = fromInfo(res);
    // Once dismissed, the prompt stays away for the rest of this browser session (not on every reload).
    const ask = withPrompt && !promptDismissed();
    set({
      ...data,
      passwordPrompt: ask ? (res.isDefaultModifyPwd ? 'default' : res.isPasswordExpired ? 'expired' : null) : get().passwordPrompt,
    });
    try {
      window.sessionStorage.setItem('userId', String(res.user.userId));
    } catch {
      // sessionStorage unavailable: nothing else depends on it.
    }
    loadWithdrawalStatus(data.roles ?? []);
    return res;
  };

  return {
    ...emptyUser(),
    token: getToken(),
    async login(form) {
      const res = await authApi.login({ ...form, username: form.username.trim() });
      setToken(res.token);
      set({ token: res.token });
      // a new sign-in starts unlocked (RuoYi's Login dispatches lock/unlockScreen)
      useLockStore.getState().unlock();
    },
    getInfo: () => loadInfo(true),
    async refreshInfo(opts) {
      await loadInfo(false, opts?.silent);
    },
    async logout() {
      try {
        await authApi.logout();
      } catch {
        // The session ends here whatever the server said.
      }
      get().resetToken();
    },
    resetToken() {
      removeToken();
      rememberPromptDismissed(false);
      queryClient.clear();
      set(emptyUser());
    },
    dismissPasswordPrompt() {
      rememberPromptDismissed(true);
      set({ passwordPrompt: null });
    },
  };
});

// After every call that may move money (api/money.ts) the navbar balance is read again.
setBalanceReader(() => useUserStore.getState().refreshInfo({ silent: true }));

// "Log in again" in the 401 dialog: end the session, then start over from /home (the guard sends
// the user to the login page with a redirect back).
setSessionExpiredHandler(async () => {
  await useUserStore.getState().logout();
  window.location.assign('/home');
});
