import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import type { MenuRoute } from '../src/utils/menuTree.ts';
import { useAppStore } from '../src/stores/app.ts';
import { useSettingsStore } from '../src/stores/settings.ts';
import { renderShell as renderWith, resetShell, setBodyWidth } from './helpers/shell.tsx';

const meta = (title: string, extra: Record<string, unknown> = {}) => ({ title, icon: null, noCache: false, link: null, ...extra });

const menus: MenuRoute[] = [
  {
    path: '/home',
    hidden: false,
    redirect: '/home/index',
    children: [{ path: 'index', name: 'Index', hidden: false, meta: meta('首页', { icon: 'dashboard', affix: true }) }],
  },
  {
    path: '/system',
    hidden: false,
    alwaysShow: true,
    redirect: 'noRedirect',
    meta: meta('系统管理', { icon: 'system' }),
    children: [
      { path: 'user', name: 'User', hidden: false, meta: meta('用户管理', { icon: 'user' }) },
      { path: 'role', name: 'Role', hidden: false, meta: meta('角色管理', { icon: 'peoples' }) },
      { path: 'menu', name: 'Menu', hidden: false, meta: meta('菜单管理', { icon: 'tree-table' }) },
    ],
  },
];

const page = (path: string, title: string, crumbs: { path: string; title: string; redirect?: string }[]) => ({
  path,
  handle: { name: title, meta: meta(title), hidden: false, crumbs },
  element: <div>{`page ${title}`}</div>,
});

const pages = [
  page('home/index', '首页', [{ path: '/home/index', title: '首页' }]),
  page('system/user', '用户管理', [
    { path: '/system', title: '系统管理', redirect: 'noRedirect' },
    { path: '/system/user', title: '用户管理' },
  ]),
  page('system/role', '角色管理', [
    { path: '/system', title: '系统管理', redirect: 'noRedirect' },
    { path: '/system/role', title: '角色管理' },
  ]),
  page('system/menu', '菜单管理', [
    { path: '/system', title: '系统管理', redirect: 'noRedirect' },
    { path: '/system/menu', title: '菜单管理' },
  ]),
  { path: 'redirect/*', element: <div>redirecting</div> },
];
const renderShell = (initial: string) => renderWith(pages, initial);

const tagTitles = (container: HTMLElement) => Array.from(container.querySelectorAll('.tags-view-item')).map((el) => el.textContent);

describe('Layout shell', () => {
  beforeEach(() => {
    resetShell(menus);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the menu, logo, breadcrumb, tags and the page', async () => {
    const { container } = renderShell('/system/user');
    expect(await screen.findByText('page 用户管理')).toBeTruthy();
    const sidebar = container.querySelector('.sidebar-container') as HTMLElement;
    expect(within(sidebar).getByText('测评系统')).toBeTruthy();
    expect(within(sidebar).getByText('系统管理')).toBeTruthy();
    expect(within(sidebar).getByText('角色管理')).toBeTruthy();
    const crumbs = container.querySelector('.app-breadcrumb') as HTMLElement;
    expect(crumbs.textContent).toBe('首页/系统管理/用户管理');
    expect(tagTitles(container)).toEqual(['首页', '用户管理']);
  });

  it('navigates from the menu and adds a tag per page', async () => {
    const { container, router } = renderShell('/system/user');
    await screen.findByText('page 用户管理');
    const sidebar = container.querySelector('.sidebar-container') as HTMLElement;
    await userEvent.click(within(sidebar).getByText('角色管理'));
    expect(await screen.findByText('page 角色管理')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/system/role');
    expect(tagTitles(container)).toEqual(['首页', '用户管理', '角色管理']);
  });

  it('runs the tag context menu commands', async () => {
    const { container, router } = renderShell('/system/user');
    await screen.findByText('page 用户管理');
    await act(() => router.navigate('/system/role'));
    await act(() => router.navigate('/system/menu'));
    expect(tagTitles(container)).toEqual(['首页', '用户管理', '角色管理', '菜单管理']);

    const tag = (title: string) => Array.from(container.querySelectorAll('.tags-view-item')).find((el) => el.textContent === title) as HTMLElement;
    fireEvent.contextMenu(tag('角色管理'));
    await userEvent.click(await screen.findByText('关闭右侧'));
    expect(tagTitles(container)).toEqual(['首页', '用户管理', '角色管理']);
    // the current page was closed: go to the last remaining tag
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'));

    fireEvent.contextMenu(tag('角色管理'));
    await userEvent.click((await screen.findAllByText('刷新页面')).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect/system/role'));
    await act(() => router.navigate('/system/role'));

    fireEvent.contextMenu(tag('角色管理'));
    await userEvent.click((await screen.findAllByText('关闭其他')).at(-1) as HTMLElement);
    expect(tagTitles(container)).toEqual(['首页', '角色管理']);

    fireEvent.contextMenu(tag('角色管理'));
    await userEvent.click((await screen.findAllByText('全部关闭')).at(-1) as HTMLElement);
    expect(tagTitles(container)).toEqual(['首页']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
  });

  it('closes a tag with its close icon; the pinned home tag has none', async () => {
    const { container, router } = renderShell('/system/user');
    await screen.findByText('page 用户管理');
    const closers = container.querySelectorAll('.tags-view-close');
    expect(closers).toHaveLength(1);
    await userEvent.click(closers[0]);
    expect(tagTitles(container)).toEqual(['首页']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
  });

  it('collapses the sidebar with the hamburger and remembers it', async () => {
    renderShell('/system/user');
    await screen.findByText('page 用户管理');
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(localStorage.getItem('sidebarStatus')).toBe('0');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
  });

  it('switches to mobile mode below 992 px with a closable mask', async () => {
    setBodyWidth(800);
    const { container } = renderShell('/system/user');
    await screen.findByText('page 用户管理');
    expect(useAppStore.getState().device).toBe('mobile');
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(container.querySelector('.drawer-bg')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    const mask = container.querySelector('.drawer-bg') as HTMLElement;
    expect(mask).toBeTruthy();
    await userEvent.click(mask);
    expect(useAppStore.getState().sidebar.opened).toBe(false);
  });

  it('opens the settings drawer from the user menu and applies switches live', async () => {
    const { container } = renderShell('/system/user');
    await screen.findByText('page 用户管理');
    await userEvent.click(container.querySelector('.avatar-wrapper') as HTMLElement);
    await userEvent.click(await screen.findByText('布局设置'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('布局设置')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('switch', { name: '开启页签' }));
    expect(container.querySelector('.tags-view-container')).toBeNull();
    expect(localStorage.getItem('layout-setting')).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: '保存配置' }));
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? '{}').tagsView).toBe(false);
  });

  it('shows the top navigation and narrows the sidebar to the chosen group', async () => {
    useSettingsStore.setState({ topNav: true });
    const { container } = renderShell('/system/user');
    await screen.findByText('page 用户管理');
    const top = container.querySelector('.topmenu-container') as HTMLElement;
    expect(within(top).getByText('系统管理')).toBeTruthy();
    const sidebar = container.querySelector('.sidebar-container') as HTMLElement;
    expect(within(sidebar).getByText('用户管理')).toBeTruthy();
    expect(within(sidebar).queryByText('系统管理')).toBeNull();
  });
});
