import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import { usePermissionStore } from '../src/stores/permission.ts';
import { useTagsViewStore } from '../src/stores/tagsView.ts';
import type { MenuRoute } from '../src/utils/menuTree.ts';
import { renderShell, resetShell } from './helpers/shell.tsx';

/**
 * The tag bar under interleavings a busy machine produces: pages whose code arrives late (lazy
 * routes), a navigation overtaken by the next click, the menus rebuilt (language switch) while a
 * navigation is pending, and close commands between. Whatever the order, the page on screen has its
 * tag and every page the router committed to stays in the bar until a close command removes it.
 */
const meta = (title: string, extra: Record<string, unknown> = {}) => ({ title, icon: null, noCache: false, link: null, ...extra });
const NAMES = ['user', 'role', 'menu', 'dept', 'post'];
const title = (name: string) => `title-${name}`;

const menus: MenuRoute[] = [
  { path: '/home', hidden: false, redirect: '/home/index', children: [{ path: 'index', name: 'Index', hidden: false, meta: meta('首页', { affix: true }) }] },
  {
    path: '/system',
    hidden: false,
    alwaysShow: true,
    meta: meta('系统管理'),
    children: NAMES.map((n) => ({ path: n, name: n, hidden: false, meta: meta(title(n)) })),
  },
];

/** The page on screen: its path's last part. */
function SlowPageView() {
  const { pathname } = useLocation();
  return <div>{`page ${pathname.split('/').pop()}`}</div>;
}

/** A page whose module resolves after `delay()` ms, as a lazily loaded view does. */
const slowPage = (name: string, delay: () => number) => ({
  path: `system/${name}`,
  handle: { name, meta: meta(title(name)), hidden: false, crumbs: [] },
  lazy: async () => {
    await new Promise((r) => setTimeout(r, delay()));
    return { Component: SlowPageView };
  },
});

const tags = () => useTagsViewStore.getState().visitedViews.map((v) => v.path);

describe('tag bar races', () => {
  beforeEach(() => resetShell(menus));
  afterEach(() => vi.restoreAllMocks());

  it('keeps a tag for every committed page through overtaken navigations, menu rebuilds and closes', async () => {
    // deterministic "random" delays: a small linear congruential sequence
    let seed = 7;
    const delay = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 40;
    };
    const pages = [
      { path: 'home/index', handle: { name: 'Index', meta: meta('首页', { affix: true }), hidden: false, crumbs: [] }, element: <div>page home</div> },
      ...NAMES.map((n) => slowPage(n, delay)),
    ];
    const { router } = renderShell(pages, '/home/index');
    await screen.findByText('page home');
    const committed = new Set<string>(['/home/index']);
    const closed = new Set<string>();
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === 'idle') committed.add(state.location.pathname);
    });

    for (let round = 0; round < 8; round++) {
      const a = `/system/${NAMES[round % NAMES.length]}`;
      const b = `/system/${NAMES[(round * 3 + 1) % NAMES.length]}`;
      await act(async () => {
        // a click, overtaken by a second one while the first page's code is still loading
        const first = router.navigate(a);
        const second = router.navigate(b);
        // the menus are rebuilt meanwhile (a language switch answers getRouters)
        usePermissionStore.getState().setMenus([], menus);
        await Promise.all([first, second]);
      });
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      if (round % 4 === 3) {
        // close a tag that is not the current page
        const other = tags().find((p) => p !== router.state.location.pathname && p !== '/home/index');
        if (other) {
          act(() => useTagsViewStore.getState().delView({ path: other, fullPath: other, title: '' }));
          closed.add(other);
          committed.delete(other);
        }
      }
      const current = router.state.location.pathname;
      await waitFor(() => expect(tags()).toContain(current));
      for (const path of committed) if (!closed.has(path) || path === current) expect(tags(), `tag of ${path}`).toContain(path);
      closed.delete(current);
    }
    unsubscribe();
  }, 120_000);
});

/**
 * The interleavings behind "a visited page's tag went missing". The router commits a navigation (URL,
 * history) and React draws it afterwards in a transition, which takes a second or more on a loaded
 * machine: the router is ahead of the screen. The tag bar used to add a tag from an effect on the
 * drawn location and to decide "the current page" from the last drawing, so
 * - a commit overtaken by the next navigation before it was drawn never got its tag;
 * - closing the tag of the page still on screen while a clicked page loaded sent the user to the last
 *   tag instead (the clicked page was dropped and never tagged);
 * - a closed current tag came back when anything re-ran the effect (the menus rebuilt by a language
 *   switch) before the next page was drawn.
 */
describe('tag bar and the router', () => {
  beforeEach(() => resetShell(menus));
  afterEach(() => vi.restoreAllMocks());

  /** Pages whose code has arrived (each navigation settles at once); `slow` ones take `ms` the first time. */
  function shell(slow: Record<string, number> = {}) {
    const loaded = new Set<string>();
    const pages = [
      { path: 'home/index', handle: { name: 'Index', meta: meta('首页', { affix: true }), hidden: false, crumbs: [] }, element: <div>page home</div> },
      ...NAMES.map((n) =>
        slowPage(n, () => {
          if (loaded.has(n)) return 0;
          loaded.add(n);
          return slow[n] ?? 0;
        }),
      ),
    ];
    return renderShell(pages, '/home/index');
  }

  it('keeps the tag of a page the router committed even when the next navigation lands before it is drawn', async () => {
    const { router } = shell();
    await screen.findByText('page home');
    // load both pages' code first, so each navigation settles without waiting
    await act(async () => {
      await router.navigate('/system/role');
      await router.navigate('/system/menu');
    });
    await act(async () => {
      await router.navigate('/home/index');
    });
    // start again from the pinned tag only
    useTagsViewStore.setState({ visitedViews: useTagsViewStore.getState().visitedViews.filter((v) => v.affix) });
    // two clicks: the first page is committed (URL, history) and overtaken before React draws it
    await act(async () => {
      await router.navigate('/system/role');
      await router.navigate('/system/menu');
    });
    await screen.findByText('page menu');
    expect(tags()).toEqual(['/home/index', '/system/role', '/system/menu']);
  });

  it('closing the page on screen while the next one loads does not take the user elsewhere', async () => {
    const { router, container } = shell({ menu: 300 });
    await screen.findByText('page home');
    await act(async () => {
      await router.navigate('/system/user');
    });
    await act(async () => {
      await router.navigate('/system/role');
    });
    await screen.findByText('page role');
    // a click on the menu page starts loading it; meanwhile the user closes the tag of the page still shown
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = router.navigate('/system/menu');
    });
    expect(router.state.navigation.location?.pathname).toBe('/system/menu');
    const roleTag = container.querySelector('[data-tag-path="/system/role"] .tags-view-close') as HTMLElement;
    act(() => roleTag.click());
    await act(async () => {
      await pending;
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/system/menu');
    await screen.findByText('page menu');
    expect(tags()).toEqual(['/home/index', '/system/user', '/system/menu']);
  });

  it('a closed tag stays closed when the menus are rebuilt before the next page is drawn', async () => {
    const { router, container } = shell({ user: 300 });
    await screen.findByText('page home');
    await act(async () => {
      await router.navigate('/system/role');
    });
    await screen.findByText('page role');
    useTagsViewStore.getState().addView({ path: '/system/user', fullPath: '/system/user', title: title('user'), name: 'user' });
    // close the current page: the last tag (whose code is still loading) is opened
    const roleTag = container.querySelector('[data-tag-path="/system/role"] .tags-view-close') as HTMLElement;
    act(() => roleTag.click());
    expect(router.state.navigation.location?.pathname).toBe('/system/user');
    // a language switch answers meanwhile: the menus are rebuilt
    act(() => usePermissionStore.getState().setMenus([], menus));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await screen.findByText('page user');
    expect(tags()).toEqual(['/home/index', '/system/user']);
  });

  it('tags a page committed before its title is known once the menus arrive', async () => {
    usePermissionStore.setState({ routes: [] });
    const pages = [
      { path: 'home/index', handle: { name: 'Index', meta: meta('首页', { affix: true }), hidden: false, crumbs: [] }, element: <div>page home</div> },
      { path: 'system/user', element: <SlowPageView /> },
    ];
    const { router } = renderShell(pages, '/home/index');
    await screen.findByText('page home');
    await act(async () => {
      await router.navigate('/system/user');
    });
    await screen.findByText('page user');
    expect(tags()).not.toContain('/system/user');
    act(() => usePermissionStore.getState().setMenus([], menus));
    await waitFor(() => expect(tags()).toContain('/system/user'));
  });
});
