import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Resource, ResourceLanguage } from 'i18next';
import i18n from './core.ts';

export { changeLanguage, currentLanguage, DEFAULT_LANGUAGE, isLanguage, LANGS, LANGUAGE_KEY } from './core.ts';

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

const resources = buildResources(modules);
/** Every namespace some language provides (`common`, `auth`, `layout`, `widgets`, `user`, ...). */
export const NAMESPACES: string[] = [...new Set(Object.values(resources).flatMap((lang) => Object.keys(lang)))].sort();

// The console's texts join the login page's (`core.ts`) in the same instance.
for (const [lang, namespaces] of Object.entries(resources)) {
  for (const [ns, texts] of Object.entries(namespaces)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts);
  }
}
i18n.options.ns = [...NAMESPACES];

function applyDayjsLocale(lang: string): void {
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
}
applyDayjsLocale(i18n.language);
i18n.on('languageChanged', applyDayjsLocale);

export default i18n;
