import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/i18n/index.ts';
import Logo from '../src/layout/Sidebar/Logo.tsx';
import { customSiteName, type UserInfo, useUserStore } from '../src/stores/user.ts';
import Home from '../src/views/home/index.tsx';
import { json, mockFetch } from './helpers/http.ts';

const role = (roleKey: string, roleName: string) => ({
  roleId: 1,
  roleKey,
  roleName,
  roleSort: 1,
  dataScope: '1',
  status: '0',
  createTime: null,
  admin: false,
});
const userInfo = (roles: ReturnType<typeof role>[]): UserInfo => ({ userId: 3, userName: 'seller', nickName: '卖家', roles });

function renderAt(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useUserStore.getState().resetToken();
  // The dashboard asks for the sign-in status (the only call a user without order permissions makes).
  mockFetch(() => json({ code: 200, msg: 'OK', data: { today: '2026-03-05', signedToday: false, streak: 0, totalDays: 0, month: '2026-03', monthDates: [] } }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

describe('home page', () => {
  it("shows the roles' names, the key where getInfo gave none", () => {
    useUserStore.setState({ roles: ['common', 'zi'], userInfo: userInfo([role('common', '商家')]) });
    renderAt(<Home />);
    expect(screen.getByText('商家')).toBeTruthy();
    expect(screen.getByText('zi')).toBeTruthy();
    expect(screen.queryByText('common')).toBeNull();
  });

  it('names the default site after the product in the current language', async () => {
    await changeLanguage('en-US');
    useUserStore.setState({ roles: ['common'], userInfo: userInfo([]), site: { siteName: '测评系统', logo: '' } });
    renderAt(<Home />);
    expect(screen.getByText('Site: Evaluation System')).toBeTruthy();
  });
});

describe('sidebar logo', () => {
  const title = (container: HTMLElement) => container.querySelector('.sidebar-logo h1')?.textContent;

  it('shows the localized product title for the default site', async () => {
    useUserStore.setState({ site: { siteName: '测评系统', logo: '' } });
    const zh = renderAt(<Logo collapsed={false} dark />);
    expect(title(zh.container)).toBe('测评系统');
    zh.unmount();
    await changeLanguage('en-US');
    const en = renderAt(<Logo collapsed={false} dark />);
    expect(title(en.container)).toBe('Evaluation System');
  });

  it("keeps a white-label site's name as typed, in every language", async () => {
    await changeLanguage('en-US');
    useUserStore.setState({ site: { siteName: '全球测评', logo: '/profile/logo.png' } });
    const { container } = renderAt(<Logo collapsed={false} dark />);
    expect(title(container)).toBe('全球测评');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/prod-api/profile/logo.png');
  });

  it('tells a custom site name from the product title', () => {
    expect(customSiteName(null)).toBeNull();
    expect(customSiteName({ siteName: ' ' })).toBeNull();
    expect(customSiteName({ siteName: 'Evaluation System' })).toBeNull();
    expect(customSiteName({ siteName: 'Global Review' })).toBe('Global Review');
  });
});
