import { LANGS as CONTRACT_LANGS } from '@ceping/contract';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES, LANGS } from '../src/i18n/core.ts';
import i18n, { buildResources, changeLanguage, currentLanguage, isLanguage, NAMESPACES } from '../src/i18n/index.ts';
import enAuth from '../src/i18n/locales/en-US/auth.ts';
import enCommon from '../src/i18n/locales/en-US/common.ts';
import zhAuth from '../src/i18n/locales/zh-CN/auth.ts';
import zhCommon from '../src/i18n/locales/zh-CN/common.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('has the same keys in both languages, none empty', () => {
    expect(keys(enCommon).sort()).toEqual(keys(zhCommon).sort());
    expect(keys(enAuth).sort()).toEqual(keys(zhAuth).sort());
    for (const table of [enCommon, zhCommon, enAuth, zhAuth]) {
      for (const key of keys(table)) expect(i18n.exists(key, { ns: table === enAuth || table === zhAuth ? 'auth' : 'common' })).toBe(true);
    }
  });

  it('merges locale files by language and namespace', () => {
    const resources = buildResources({
      './locales/zh-CN/a.ts': { default: { x: '甲' } },
      './locales/en-US/a.ts': { default: { x: 'A' } },
      './locales/en-US/b.ts': { default: { y: 'B' } },
      './elsewhere.ts': { default: { z: 'no' } },
    });
    expect(resources).toEqual({ 'zh-CN': { a: { x: '甲' } }, 'en-US': { a: { x: 'A' }, b: { y: 'B' } } });
    expect(NAMESPACES).toEqual(expect.arrayContaining(['auth', 'common']));
  });

  it("knows the contract's languages without importing it, and loads the login page's namespaces first", () => {
    expect([...LANGS]).toEqual([...CONTRACT_LANGS]);
    expect(BOOT_NAMESPACES).toEqual(['common', 'auth']);
    // the console's namespaces are added to the same instance
    expect(i18n.hasResourceBundle('en-US', 'layout')).toBe(true);
    expect(i18n.t('auth:login.submit', { lng: 'en-US' })).toBe('Log in');
  });

  it('defaults to Chinese and remembers the choice', async () => {
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.t('common:appTitle')).toBe('测评系统');
    await changeLanguage('en-US');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('common:appTitle')).toBe('Evaluation System');
    await changeLanguage('zh-CN');
    expect(isLanguage('fr-FR')).toBe(false);
  });
});
