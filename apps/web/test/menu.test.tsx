import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../src/utils/menuTree.ts';
import { findMenu, resolvePath, withQuery } from '../src/utils/menuTree.ts';
import { buildMenuItems, parentKeys } from '../src/layout/Sidebar/menuItems.tsx';
import { visibleTopCount } from '../src/layout/TopNav.tsx';
import { topKeyOf, topMenus } from '../src/layout/topMenu.ts';

const meta = (title: string, icon: string | null = null) => ({ title, icon, noCache: false, link: null });

const tree: MenuNode[] = [
  {
    path: '/system',
    hidden: false,
    alwaysShow: true,
    redirect: 'noRedirect',
    component: 'Layout',
    meta: meta('System', 'system'),
    children: [
      { path: 'user', name: 'User', hidden: false, component: 'system/user/index', meta: meta('Users', 'user') },
      { path: 'role', name: 'Role', hidden: true, component: 'system/role/index', meta: meta('Roles', 'peoples') },
      {
        path: 'log',
        hidden: false,
        alwaysShow: true,
        component: 'ParentView',
        meta: meta('Logs', 'log'),
        children: [{ path: 'operlog', hidden: false, component: 'monitor/operlog/index', query: '{"a":1}', meta: meta('Operation log') }],
      },
    ],
  },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [{ path: 'rates', name: 'Rates', hidden: false, component: 'user/rates/index', meta: meta('Rates', 'money') }],
  },
  { path: 'https://example.com/docs', hidden: false, component: 'Layout', meta: meta('Docs', 'guide') },
  { path: '/secret', hidden: true, component: 'Layout', meta: meta('Secret') },
];

type Item = { key?: unknown; children?: Item[] };

describe('sidebar menu items', () => {
  const { items, targets } = buildMenuItems(tree);
  const keys = (list: readonly unknown[]): unknown[] => (list as Item[]).map((i) => (i.children ? [i.key, keys(i.children)] : i.key));

  it('skips hidden entries, unwraps single children and keeps alwaysShow directories', () => {
    expect(keys(items)).toEqual([['/system', ['/system/user', ['/system/log', ['/system/log/operlog']]]], '/rates', 'https://example.com/docs']);
  });

  it('navigates with the menu query and opens external links in a new tab', () => {
    expect(targets.get('/system/log/operlog')).toEqual({ to: '/system/log/operlog?a=1', external: false });
    expect(targets.get('https://example.com/docs')).toEqual({ to: 'https://example.com/docs', external: true });
  });

  it('finds the sub-menus to open for a page', () => {
    expect(parentKeys(items, '/system/log/operlog')).toEqual(['/system', '/system/log']);
    expect(parentKeys(items, '/nowhere')).toBeNull();
  });

  it('shows a lone child directly when the directory is not alwaysShow', () => {
    const single: MenuNode[] = [
      { path: '/tool', hidden: false, meta: meta('Tools', 'tool'), children: [{ path: 'gen', hidden: false, meta: meta('Generator') }] },
    ];
    const built = buildMenuItems(single);
    expect(keys(built.items)).toEqual(['/tool/gen']);
  });
});

describe('menu paths', () => {
  it('resolves child paths like path.resolve', () => {
    expect(resolvePath('/system', 'user')).toBe('/system/user');
    expect(resolvePath('/system', '/abs')).toBe('/abs');
    expect(resolvePath('/', 'rates')).toBe('/rates');
    expect(resolvePath('/system', 'http://x.y/z')).toBe('http://x.y/z');
  });

  it('adds a parsed query and ignores bad JSON', () => {
    expect(withQuery('/a', '{"id":3,"t":"x y"}')).toBe('/a?id=3&t=x+y');
    expect(withQuery('/a', '{oops')).toBe('/a');
  });

  it('finds the title chain of a page', () => {
    expect(findMenu(tree, '/system/log/operlog')?.chain.map((c) => c.title)).toEqual(['System', 'Logs', 'Operation log']);
  });
});

describe('top navigation', () => {
  it('lists visible top menus, a "/" wrapper standing for its first child', () => {
    expect(topMenus(tree).map((m) => m.key)).toEqual(['/system', '/rates', 'https://example.com/docs']);
  });

  it('selects the first path segment, except for standalone pages', () => {
    expect(topKeyOf('/system/user')).toBe('/system');
    expect(topKeyOf('/rates')).toBe('/rates');
    expect(topKeyOf('/home/index')).toBe('/home/index');
    expect(topKeyOf('/user/profile')).toBe('/user/profile');
  });

  it('fits a third of the width at 85 px per item', () => {
    expect(visibleTopCount(1280)).toBe(5);
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(100)).toBe(1);
  });
});
