import { beforeEach, describe, expect, it, vi } from 'vitest';

type SettingsModule = typeof import('../src/stores/settings.ts');

async function freshStore(): Promise<SettingsModule> {
  vi.resetModules();
  return import('../src/stores/settings.ts');
}

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('starts from the defaults when nothing is stored', async () => {
    const { useSettingsStore } = await freshStore();
    const s = useSettingsStore.getState();
    expect(s.theme).toBe('#3370FF');
    expect(s.sideTheme).toBe('theme-dark');
    expect([s.topNav, s.tagsView, s.fixedHeader, s.sidebarLogo, s.dynamicTitle]).toEqual([false, true, true, true, false]);
    expect(s.showSettings).toBe(false);
  });

  it('offers the default colour plus the eight presets', async () => {
    const { THEME_PRESETS } = await freshStore();
    expect(THEME_PRESETS).toEqual(['#3370FF', '#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585']);
  });

  it('changes live without persisting until saved', async () => {
    const { useSettingsStore, LAYOUT_SETTING_KEY } = await freshStore();
    useSettingsStore.getState().changeSetting('tagsView', false);
    useSettingsStore.getState().changeSetting('theme', '#ff4500');
    expect(useSettingsStore.getState().tagsView).toBe(false);
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
  });

  it('saves exactly the layout keys under layout-setting and reads them back on load', async () => {
    const first = await freshStore();
    expect(first.LAYOUT_SETTING_KEY).toBe('layout-setting');
    const store = first.useSettingsStore.getState();
    store.changeSetting('topNav', true);
    store.changeSetting('sideTheme', 'theme-light');
    store.changeSetting('theme', '#c71585');
    store.setShowSettings(true);
    store.saveSettings();
    const saved = JSON.parse(localStorage.getItem('layout-setting') ?? '{}');
    expect(saved).toEqual({
      topNav: true,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'theme-light',
      theme: '#c71585',
    });

    const second = await freshStore();
    const loaded = second.useSettingsStore.getState();
    expect(loaded.topNav).toBe(true);
    expect(loaded.sideTheme).toBe('theme-light');
    expect(loaded.theme).toBe('#c71585');
    expect(loaded.showSettings).toBe(false);
  });

  it('reset removes layout-setting and goes back to the defaults', async () => {
    localStorage.setItem('layout-setting', JSON.stringify({ topNav: true, theme: '#ff8c00' }));
    const { useSettingsStore } = await freshStore();
    expect(useSettingsStore.getState().theme).toBe('#ff8c00');
    useSettingsStore.getState().resetSettings();
    expect(localStorage.getItem('layout-setting')).toBeNull();
    expect(useSettingsStore.getState().theme).toBe('#3370FF');
    expect(useSettingsStore.getState().topNav).toBe(false);
  });

  it('ignores stored values of the wrong shape', async () => {
    localStorage.setItem('layout-setting', JSON.stringify({ tagsView: 'no', sideTheme: 'purple', theme: 'red;x', dynamicTitle: true }));
    const { useSettingsStore } = await freshStore();
    const s = useSettingsStore.getState();
    expect(s.tagsView).toBe(true);
    expect(s.sideTheme).toBe('theme-dark');
    expect(s.theme).toBe('#3370FF');
    expect(s.dynamicTitle).toBe(true);
  });

  it('survives unreadable JSON', async () => {
    localStorage.setItem('layout-setting', '{not json');
    const { useSettingsStore } = await freshStore();
    expect(useSettingsStore.getState().theme).toBe('#3370FF');
  });
});
