import { create } from 'zustand';

export type ComponentSize = 'large' | 'default' | 'small';
export type Device = 'desktop' | 'mobile';

/** localStorage keys kept compatible with RuoYi's shell (it used cookies of the same names). */
export const SIDEBAR_STATUS_KEY = 'sidebarStatus';
export const SIZE_KEY = 'size';

const SIZES: readonly ComponentSize[] = ['large', 'default', 'small'];

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the in-memory state still applies
  }
}

export function readStoredSize(): ComponentSize {
  const stored = readStorage(SIZE_KEY);
  return SIZES.includes(stored as ComponentSize) ? (stored as ComponentSize) : 'default';
}

export interface SidebarState {
  /** true when expanded (persisted as '1'), false when collapsed ('0'). */
  opened: boolean;
  withoutAnimation: boolean;
  /** the sidebar is not rendered at all (top-nav item without children). */
  hide: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
  toggleSideBar: (withoutAnimation?: boolean) => void;
  openSideBar: (withoutAnimation?: boolean) => void;
  closeSideBar: (withoutAnimation?: boolean) => void;
  toggleSideBarHide: (hide: boolean) => void;
  toggleDevice: (device: Device) => void;
  setSize: (size: ComponentSize) => void;
}

function initialSidebar(): SidebarState {
  const stored = readStorage(SIDEBAR_STATUS_KEY);
  return { opened: stored === null ? true : stored === '1', withoutAnimation: false, hide: false };
}

export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: initialSidebar(),
  device: 'desktop',
  size: readStoredSize(),
  toggleSideBar: (withoutAnimation = false) => {
    const { sidebar } = get();
    if (sidebar.hide) return;
    const opened = !sidebar.opened;
    writeStorage(SIDEBAR_STATUS_KEY, opened ? '1' : '0');
    set({ sidebar: { ...sidebar, opened, withoutAnimation } });
  },
  openSideBar: (withoutAnimation = false) => {
    writeStorage(SIDEBAR_STATUS_KEY, '1');
    set({ sidebar: { ...get().sidebar, opened: true, withoutAnimation } });
  },
  closeSideBar: (withoutAnimation = false) => {
    writeStorage(SIDEBAR_STATUS_KEY, '0');
    set({ sidebar: { ...get().sidebar, opened: false, withoutAnimation } });
  },
  toggleSideBarHide: (hide) => set({ sidebar: { ...get().sidebar, hide } }),
  toggleDevice: (device) => set({ device }),
  setSize: (size) => {
    writeStorage(SIZE_KEY, size);
    set({ size });
  },
}));
