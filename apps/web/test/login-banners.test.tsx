import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/api/queryClient.ts';
import { Providers } from '../src/app/Providers.tsx';
import { changeLanguage } from '../src/i18n/index.ts';
import { useUserStore } from '../src/stores/user.ts';
import Login from '../src/views/login.tsx';
import { clearCookies, type FetchMock, headersOf, json, mockFetch } from './helpers/http.ts';

/** The page's server: captcha on; `banners(lang)` answers `GET /system/carousel/banners`. */
function server(banners: (lang: string) => Response): FetchMock {
  return mockFetch((url, init) => {
    if (url.endsWith('/captchaImage')) return json({ code: 200, captchaEnabled: true, registerEnabled: true, uuid: 'u1', img: 'IMG' });
    if (url.endsWith('/system/carousel/banners')) return banners(headersOf(init)['Content-Language'] ?? '');
    return json({ code: 200 });
  });
}

function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', element: <Login /> }], { initialEntries: ['/login'] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const BANNERS = {
  'zh-CN': [
    { title: '春季大促', image: '/profile/upload/2026/01/01/spring.png', linkUrl: 'https://shop.example.com/spring' },
    { title: '新品上线', image: '/profile/upload/2026/01/01/new.png', linkUrl: '' },
  ],
  'en-US': [
    { title: 'Spring sale', image: '/profile/upload/2026/01/01/spring.png', linkUrl: 'https://shop.example.com/spring' },
    { title: 'New arrivals', image: '/profile/upload/2026/01/01/new.png', linkUrl: '' },
  ],
};

/** The login page's markup (the language switch, the card, the footer), without antd's per-render style ids. */
async function pageMarkup(): Promise<string> {
  await screen.findByAltText('验证码图片');
  const page = document.querySelector('h1')?.closest('section')?.parentElement as HTMLElement;
  return sameIds(page.innerHTML);
}
const sameIds = (html: string) => html.replace(/css-var-[\w-]+/g, 'css-var');

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  queryClient.clear();
  useUserStore.getState().resetToken();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await changeLanguage('zh-CN');
});

describe('login page banners', () => {
  it('shows the banners of the site beside the form, the first one linked, with dots to switch', async () => {
    const fetch = server((lang) => json({ code: 200, msg: 'ok', data: BANNERS[lang === 'en-US' ? 'en-US' : 'zh-CN'] }));
    renderLogin();
    const carousel = await screen.findByRole('region', { name: '登录页轮播图' });
    const first = within(carousel).getByAltText('春季大促');
    expect(first.getAttribute('src')).toBe('/prod-api/profile/upload/2026/01/01/spring.png');
    expect(first.closest('a')?.getAttribute('href')).toBe('https://shop.example.com/spring');
    expect(first.closest('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    // The form is still there, in its card.
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true']);
    fireEvent.click(within(carousel).getByRole('button', { name: '显示第 2 张：新品上线' }));
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', 'false']);
    // The second one links nowhere.
    expect(within(slides[1]).getByAltText('新品上线').closest('a')).toBeNull();
    // Asked without a session, once.
    const calls = fetch.mock.calls.filter((c) => String(c[0]).endsWith('/system/carousel/banners'));
    expect(calls).toHaveLength(1);
    expect(headersOf(calls[0][1]).Authorization).toBeUndefined();
  });

  it('moves on by itself, and asks again in the other language', async () => {
    server((lang) => json({ code: 200, msg: 'ok', data: BANNERS[lang === 'en-US' ? 'en-US' : 'zh-CN'] }));
    renderLogin();
    const carousel = await screen.findByRole('region', { name: '登录页轮播图' });
    const slides = () =>
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .map((s) => s.getAttribute('aria-hidden'));
    await waitFor(() => expect(slides()).toEqual(['true', 'false']), { timeout: 8000 });
    await act(() => changeLanguage('en-US'));
    expect(await screen.findByAltText('Spring sale')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Banners' })).toBeTruthy();
  }, 30_000);

  it('keeps the form (what is typed and the focus) when the banners arrive while the user types', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch((url) => {
      if (url.endsWith('/captchaImage')) return json({ code: 200, captchaEnabled: false });
      if (url.endsWith('/system/carousel/banners')) return new Promise<Response>((resolve) => (answer = resolve));
      return json({ code: 200 });
    });
    renderLogin();
    const name = await screen.findByPlaceholderText('账号');
    name.focus();
    fireEvent.change(name, { target: { value: 'sell' } });
    await act(async () => answer(json({ code: 200, msg: 'ok', data: BANNERS['zh-CN'] })));
    await screen.findByRole('region', { name: '登录页轮播图' });
    // the same input, still focused: the next keys land where the user is typing
    expect(screen.getByPlaceholderText('账号')).toBe(name);
    expect(document.activeElement).toBe(name);
    expect((name as HTMLInputElement).value).toBe('sell');
  });

  it('looks exactly as before when the site has no banners, or the request fails', async () => {
    server(() => json({ code: 200, msg: 'ok', data: [] }));
    const none = renderLogin();
    const withNone = await pageMarkup();
    expect(screen.queryByRole('region', { name: '登录页轮播图' })).toBeNull();
    none.unmount();
    queryClient.clear();
    vi.unstubAllGlobals();

    // The same page when the banners cannot be had at all.
    server(() => new Response('down', { status: 502 }));
    const failed = renderLogin();
    await waitFor(() => expect(document.querySelector('h1')).toBeTruthy());
    expect(await pageMarkup()).toBe(withNone);
    expect(screen.queryByRole('region', { name: '登录页轮播图' })).toBeNull();
    failed.unmount();
    queryClient.clear();
    vi.unstubAllGlobals();

    // And with banners: the card is the same, with the carousel beside it.
    server(() => json({ code: 200, msg: 'ok', data: BANNERS['zh-CN'] }));
    renderLogin();
    await screen.findByRole('region', { name: '登录页轮播图' });
    const card = document.querySelector('h1')?.closest('section') as HTMLElement;
    const plainCard = new DOMParser().parseFromString(withNone, 'text/html').querySelector('h1')?.closest('section');
    expect(sameIds(card.outerHTML)).toBe(plainCard?.outerHTML);
    // No toast for a failed or empty answer: it is decoration.
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
