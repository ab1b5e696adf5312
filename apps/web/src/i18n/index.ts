import { LANGS, type Lang } from '@ceping/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Lang = 'zh-CN';

type LocaleModule = { default: ResourceLanguage[string] };

/** Every `locales/<lang>/<namespace>.ts` file is one namespace of one language. */
const modules = import.meta.glob<LocaleModule>('./locales/*/*.ts', { eager: true });

export function buildResources(files: Record<string, LocaleModule>): Resource {
  const resources: Resource = {};
  for (const [file, mod] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file);
    if (!match) continue;
    const [, lang, ns] = match;
    resources[lang] ??= {};
    resources[lang][ns] = mod.default;
  }
  return resources;
}

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

function applyLanguageSideEffects(lang: string): void {
  document.documentElement.lang = lang;
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
}

const resources = buildResources(modules);
/** Every namespace some language provides (`common`, `auth`, `layout`, `widgets`, `user`, ...). */
export const NAMESPACES: string[] = [...new Set(Object.values(resources).flatMap((lang) => Object.keys(lang)))].sort();

i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGS,
  ns: NAMESPACES,
  defaultNS: 'common',
  fallbackNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});
applyLanguageSideEffects(i18n.language);

i18n.on('languageChanged', applyLanguageSideEffects);

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
