import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import Layout from '../../src/layout/Layout.tsx';
import { useAppStore } from '../../src/stores/app.ts';
import { usePermissionStore } from '../../src/stores/permission.ts';
import { DEFAULT_SETTINGS, useSettingsStore } from '../../src/stores/settings.ts';
import { useTagsViewStore } from '../../src/stores/tagsView.ts';
import type { MenuRoute } from '../../src/utils/menuTree.ts';

export function setBodyWidth(width: number) {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 800,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 800,
    toJSON: () => ({}),
  });
}

/** A desktop shell with default settings, no tags yet, and `menus` as the user's menu. */
export function resetShell(menus: MenuRoute[]) {
  localStorage.clear();
  setBodyWidth(1280);
  usePermissionStore.setState({ routes: menus, sidebarRouters: menus, defaultRoutes: menus, topbarRouters: menus.slice(1) });
  useTagsViewStore.setState({ visitedViews: [], cachedViews: [] });
  useSettingsStore.setState({ ...DEFAULT_SETTINGS, showSettings: false });
  useAppStore.setState({ sidebar: { opened: true, withoutAnimation: false, hide: false }, device: 'desktop' });
}

/** The Layout at `/` with `pages` as its children, at `initial` (zh-CN antd, no motion). */
export function renderShell(pages: RouteObject[], initial: string) {
  const router = createMemoryRouter([{ path: '/', element: <Layout />, children: pages }], { initialEntries: [initial] });
  // The navbar's widgets (the notice bell) read through the query cache, as in the app; with no
  // server here, their calls get an empty answer (a test that mocks fetch keeps its own).
  if (!vi.isMockFunction(globalThis.fetch)) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '', data: [], rows: [], total: 0, unreadCount: 0 }))),
    );
  }
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queries}>
      <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { router, ...utils };
}
