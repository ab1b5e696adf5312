import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('../src/stores/app.ts');
}

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('opens the sidebar by default and uses the default size', async () => {
    const { useAppStore } = await freshStore();
    const s = useAppStore.getState();
    expect(s.sidebar.opened).toBe(true);
    expect(s.device).toBe('desktop');
    expect(s.size).toBe('default');
  });

  it('remembers the sidebar state in sidebarStatus as 1/0', async () => {
    const { useAppStore } = await freshStore();
    useAppStore.getState().toggleSideBar();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(localStorage.getItem('sidebarStatus')).toBe('0');
    useAppStore.getState().toggleSideBar();
    expect(localStorage.getItem('sidebarStatus')).toBe('1');

    useAppStore.getState().closeSideBar(true);
    expect(useAppStore.getState().sidebar).toMatchObject({ opened: false, withoutAnimation: true });
    const reloaded = await freshStore();
    expect(reloaded.useAppStore.getState().sidebar.opened).toBe(false);
  });

  it('does not toggle a hidden sidebar', async () => {
    const { useAppStore } = await freshStore();
    useAppStore.getState().toggleSideBarHide(true);
    useAppStore.getState().toggleSideBar();
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    expect(localStorage.getItem('sidebarStatus')).toBeNull();
  });

  it('persists the size under size and restores it', async () => {
    const { useAppStore } = await freshStore();
    useAppStore.getState().setSize('small');
    expect(localStorage.getItem('size')).toBe('small');
    const reloaded = await freshStore();
    expect(reloaded.useAppStore.getState().size).toBe('small');
  });

  it('falls back to default for an unknown stored size', async () => {
    localStorage.setItem('size', 'mini');
    const { useAppStore } = await freshStore();
    expect(useAppStore.getState().size).toBe('default');
  });

  it('switches device', async () => {
    const { useAppStore } = await freshStore();
    useAppStore.getState().toggleDevice('mobile');
    expect(useAppStore.getState().device).toBe('mobile');
  });
});
