import { create } from 'zustand';

export const LAYOUT_SETTING_KEY = 'layout-setting';

export type SideTheme = 'theme-dark' | 'theme-light';

/** The layout options a user can change in the settings drawer (and save under `layout-setting`). */
export interface LayoutSettings {
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  sideTheme: SideTheme;
  theme: string;
}

export const DEFAULT_THEME = '#3370FF';
export const THEME_PRESETS: readonly string[] = [DEFAULT_THEME, '#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];

export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: false,
  sideTheme: 'theme-dark',
  theme: DEFAULT_THEME,
});

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[];
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Reads `layout-setting`, keeping only known keys whose stored value has the right shape. */
export function readStoredSettings(): LayoutSettings {
  const result: LayoutSettings = { ...DEFAULT_SETTINGS };
  let parsed: unknown = null;
  try {
    const raw = globalThis.localStorage?.getItem(LAYOUT_SETTING_KEY);
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object') return result;
  const stored = parsed as Record<string, unknown>;
  for (const key of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const) {
    if (typeof stored[key] === 'boolean') result[key] = stored[key];
  }
  if (stored.sideTheme === 'theme-dark' || stored.sideTheme === 'theme-light') result.sideTheme = stored.sideTheme;
  if (typeof stored.theme === 'string' && HEX_COLOUR.test(stored.theme)) result.theme = stored.theme;
  return result;
}

export interface SettingsState extends LayoutSettings {
  /** Application title used in `document.title`; empty = the localized default app title. */
  title: string;
  /** Whether the settings drawer is open. */
  showSettings: boolean;
  changeSetting: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  setTitle: (title: string) => void;
  setShowSettings: (open: boolean) => void;
  /** Writes the current layout options to localStorage `layout-setting`. */
  saveSettings: () => void;
  /** Removes `layout-setting` and goes back to the defaults (the drawer then reloads the page). */
  resetSettings: () => void;
}

export function pickSettings(state: LayoutSettings): LayoutSettings {
  const out = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) (out as Record<string, unknown>)[key] = state[key];
  return out;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readStoredSettings(),
  title: '',
  showSettings: false,
  changeSetting: (key, value) => set({ [key]: value } as Pick<LayoutSettings, typeof key>),
  setTitle: (title) => set({ title }),
  setShowSettings: (showSettings) => set({ showSettings }),
  saveSettings: () => {
    globalThis.localStorage?.setItem(LAYOUT_SETTING_KEY, JSON.stringify(pickSettings(get())));
  },
  resetSettings: () => {
    globalThis.localStorage?.removeItem(LAYOUT_SETTING_KEY);
    set({ ...DEFAULT_SETTINGS });
  },
}));
