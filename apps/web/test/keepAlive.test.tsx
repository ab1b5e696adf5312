import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import { useSettingsStore } from '../src/stores/settings.ts';
import type { MenuRoute } from '../src/utils/menuTree.ts';
import Redirect from '../src/views/redirect.tsx';
import { renderShell as renderWith, resetShell } from './helpers/shell.tsx';

const meta = (title: string, extra: Record<string, unknown> = {}) => ({ title, icon: null, noCache: false, link: null, ...extra });

const menus: MenuRoute[] = [
  { path: '/home', hidden: false, redirect: '/home/index', children: [{ path: 'index', name: 'Index', hidden: false, meta: meta('首页', { affix: true }) }] },
  {
    path: '/system',
    hidden: false,
    alwaysShow: true,
    redirect: 'noRedirect',
    meta: meta('系统管理'),
    children: [
      { path: 'user', name: 'User', hidden: false, meta: meta('用户管理') },
      { path: 'role', name: 'Role', hidden: false, meta: meta('角色管理') },
      { path: 'dict', name: 'Dict', hidden: false, meta: meta('字典管理', { noCache: true }) },
    ],
  },
];

/** What happened to the pages: `mount <page>#<instance>` / `unmount <page>#<instance>`. */
let events: string[] = [];
let instances = 0;

/** A page with local state (a filter box), an effect, and the location it renders with. */
function StatefulPage({ label }: { label: string }) {
  const [instance] = useState(() => ++instances);
  const [filter, setFilter] = useState('');
  const { pathname, search } = useLocation();
  useEffect(() => {
    events.push(`mount ${label}#${instance}`);
    return () => {
      events.push(`unmount ${label}#${instance}`);
    };
  }, [label, instance]);
  return (
    <div data-testid={`page-${label}`}>
      <input aria-label={`${label} filter`} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <span>{`${label} at ${pathname}${search}`}</span>
    </div>
  );
}

// Each route its own component type, as the real views are (no state shared by position).
const IndexView = () => <StatefulPage label="Index" />;
const UserView = () => <StatefulPage label="User" />;
const RoleView = () => <StatefulPage label="Role" />;
const DictView = () => <StatefulPage label="Dict" />;

const page = (path: string, name: string, title: string, Component: () => ReactElement, noCache = false) => ({
  path,
  handle: { name, meta: meta(title, { noCache }), hidden: false, crumbs: [{ path: `/${path}`, title }] },
  Component,
});

const pages = [
  page('home/index', 'Index', '首页', IndexView),
  page('system/user', 'User', '用户管理', UserView),
  page('system/role', 'Role', '角色管理', RoleView),
  page('system/dict', 'Dict', '字典管理', DictView, true),
  { path: 'redirect/*', element: <Redirect /> },
];
const renderShell = (initial: string) => renderWith(pages, initial);

const filterOf = (label: string) => screen.getByLabelText(`${label} filter`) as HTMLInputElement;
const pageOf = (label: string) => screen.queryByTestId(`page-${label}`);
const isHidden = (el: HTMLElement | null) => el !== null && el.style.display === 'none';
const tag = (container: HTMLElement, title: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('.tags-view-item')).find((el) => el.textContent === title) as HTMLElement;

async function tagCommand(container: HTMLElement, title: string, command: string) {
  fireEvent.contextMenu(tag(container, title));
  await userEvent.click((await screen.findAllByText(command)).at(-1) as HTMLElement);
}

describe('kept-alive pages (tabs)', () => {
  beforeEach(() => {
    events = [];
    instances = 0;
    resetShell(menus);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a page and its state behind another tab, effects paused, and shows it again as it was', async () => {
    const { container, router } = renderShell('/system/user?status=0');
    fireEvent.change(await screen.findByLabelText('User filter'), { target: { value: 'adm' } });

    await act(() => router.navigate('/system/role'));
    expect(await screen.findByText('Role at /system/role')).toBeTruthy();
    // still mounted, hidden, its effect stopped, and still at its own location
    expect(isHidden(pageOf('User'))).toBe(true);
    expect(events).toContain('unmount User#1');
    expect(pageOf('User')?.textContent).toBe('User at /system/user?status=0');

    await userEvent.click(tag(container, '用户管理'));
    await waitFor(() => expect(isHidden(pageOf('User'))).toBe(false));
    expect(router.state.location.search).toBe('?status=0');
    expect(filterOf('User').value).toBe('adm');
    expect(isHidden(pageOf('Role'))).toBe(true);
    // the same instance again, its effect running again while the role page's stops
    expect(events.slice(-2).sort()).toEqual(['mount User#1', 'unmount Role#2']);
    expect(instances).toBe(2);
  });

  it('refresh drops the page and mounts it fresh; it is kept again afterwards', async () => {
    const { container, router } = renderShell('/system/user');
    fireEvent.change(await screen.findByLabelText('User filter'), { target: { value: 'adm' } });

    await tagCommand(container, '用户管理', '刷新页面');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'));
    await waitFor(() => expect(filterOf('User').value).toBe(''));
    expect(events).toContain('unmount User#1');
    expect(events.at(-1)).toBe('mount User#2');

    // the fresh page is cached again
    fireEvent.change(filterOf('User'), { target: { value: 'again' } });
    await act(() => router.navigate('/system/role'));
    await act(() => router.navigate('/system/user'));
    expect(filterOf('User').value).toBe('again');
  });

  it('closing a tab drops its page', async () => {
    const { container, router } = renderShell('/system/user');
    fireEvent.change(await screen.findByLabelText('User filter'), { target: { value: 'adm' } });
    await act(() => router.navigate('/system/role'));
    expect(pageOf('User')).toBeTruthy();

    await tagCommand(container, '用户管理', '关闭当前');
    expect(pageOf('User')).toBeNull();
    await act(() => router.navigate('/system/user'));
    expect(filterOf('User').value).toBe('');
  });

  it('close others and close all drop the other pages, the pinned home stays', async () => {
    const { container, router } = renderShell('/home/index');
    fireEvent.change(await screen.findByLabelText('Index filter'), { target: { value: 'home' } });
    await act(() => router.navigate('/system/user'));
    await act(() => router.navigate('/system/role'));
    expect(pageOf('User')).toBeTruthy();

    await tagCommand(container, '角色管理', '关闭其他');
    expect(pageOf('User')).toBeNull();
    expect(pageOf('Index')).toBeTruthy();

    await tagCommand(container, '角色管理', '全部关闭');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
    expect(pageOf('Role')).toBeNull();
    expect(filterOf('Index').value).toBe('home');
  });

  it('does not keep a noCache page', async () => {
    const { router } = renderShell('/system/dict');
    fireEvent.change(await screen.findByLabelText('Dict filter'), { target: { value: 'sys' } });
    await act(() => router.navigate('/system/user'));
    expect(pageOf('Dict')).toBeNull();
    await act(() => router.navigate('/system/dict'));
    expect(filterOf('Dict').value).toBe('');
  });

  it('keeps nothing without the tags bar', async () => {
    useSettingsStore.setState({ tagsView: false });
    const { router } = renderShell('/system/user');
    fireEvent.change(await screen.findByLabelText('User filter'), { target: { value: 'adm' } });
    await act(() => router.navigate('/system/role'));
    expect(pageOf('User')).toBeNull();
  });

  it('puts each page back at its own scroll position; a new page starts at the top', async () => {
    const { container, router } = renderShell('/system/user');
    await screen.findByLabelText('User filter');
    const scroller = container.querySelector('[data-scroll-container]') as HTMLElement;
    const scrollBy = (top: number) => {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
    };
    scrollBy(240);
    await act(() => router.navigate('/system/role'));
    expect(scroller.scrollTop).toBe(0);
    scrollBy(60);
    await act(() => router.navigate('/system/user'));
    expect(scroller.scrollTop).toBe(240);
    await act(() => router.navigate('/system/role'));
    expect(scroller.scrollTop).toBe(60);
  });
});
