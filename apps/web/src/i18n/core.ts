import type { Lang } from '@ceping/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from './locales/en-US/auth.ts';
import enCommon from './locales/en-US/common.ts';
import zhAuth from './locales/zh-CN/auth.ts';
import zhCommon from './locales/zh-CN/common.ts';

/**
 * The i18next instance with what the login page needs on a first visit: the `common` and `auth`
 * texts of both languages (a few KB), without the contract or dayjs. `i18n/index.ts` adds every
 * other namespace when the console loads.
 */

/** The interface languages (the contract's `LANGS`; a test keeps them equal without importing the contract here). */
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Lang = 'zh-CN';
/** The namespaces loaded with the first page. */
export const BOOT_NAMESPACES: readonly string[] = ['common', 'auth'];

export function isLanguage(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as string[]).includes(value);
}

function storedLanguage(): Lang {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

if (!i18n.isInitialized) {
  i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { common: zhCommon, auth: zhAuth }, 'en-US': { common: enCommon, auth: enAuth } },
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGS],
    ns: [...BOOT_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lang) => {
    document.documentElement.lang = lang;
  });
}

/** The language requests are made in (sent as `Content-Language`). */
export function currentLanguage(): Lang {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface language, remembers it in localStorage and lets listeners refresh what the
 * server localizes (the query cache here; the permission store re-fetches the menu routes).
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  await i18n.changeLanguage(lang);
}

export default i18n;
