import type { RouterVo } from '@ceping/contract';
import { describe, expect, it } from 'vitest';
import { type MenuRow, buildRouters } from '../../src/modules/system/menu/routers.ts';

let nextId = 1;
/** A menu row with RuoYi's defaults: an enabled, visible, internal (isFrame 1), uncached page. */
const menu = (m: Partial<MenuRow> & Pick<MenuRow, 'path'>): MenuRow => ({
  menuId: nextId++,
  menuName: `菜单${m.path}`,
  menuNameEn: `Menu ${m.path}`,
  parentId: 0,
  orderNum: 1,
  component: null,
  query: null,
  routeName: '',
  isFrame: 1,
  isCache: 0,
  menuType: 'C',
  visible: '0',
  icon: '#',
  ...m,
});

const names = (routes: RouterVo[]): string[] => routes.flatMap((r) => [...(r.name ? [r.name] : []), ...names(r.children ?? [])]);

describe('buildRouters (RuoYi RouterVo rules, ruoyi-api.md §3.5)', () => {
  it('builds a directory with alwaysShow and noRedirect, and its pages', () => {
    const dir = menu({ menuType: 'M', path: 'system', icon: 'system', menuName: '系统管理', menuNameEn: 'System' });
    const page = menu({ parentId: dir.menuId, path: 'user', component: 'system/user/index', icon: 'user', query: '{"a":1}' });
    const [root] = buildRouters([page, dir], 'zh-CN');
    expect(root).toEqual({
      name: 'System',
      path: '/system',
      hidden: false,
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
      children: [
        {
          name: 'User',
          path: 'user',
          hidden: false,
          component: 'system/user/index',
          query: '{"a":1}',
          meta: { title: '菜单user', icon: 'user', noCache: false, link: null },
        },
      ],
    });
    expect(buildRouters([page, dir], 'en-US')[0].meta?.title).toBe('System');
  });

  it('marks hidden menus, caches by isCache, omits a "#" icon and keeps every meta key', () => {
    const [r] = buildRouters([menu({ menuType: 'M', path: 'secret', visible: '1', isCache: 1 })], 'zh-CN');
    expect(r.hidden).toBe(true);
    expect(r.meta).toEqual({ title: '菜单secret', icon: null, noCache: true, link: null });
    expect(r).not.toHaveProperty('alwaysShow');
    expect(r).not.toHaveProperty('redirect');
    expect(r).not.toHaveProperty('children');
  });

  it('capitalises the route name from routeName, else from the path', () => {
    const dir = menu({ menuType: 'M', path: 'tool' });
    const named = menu({ parentId: dir.menuId, path: 'gen', routeName: 'codeGen', component: 'tool/gen/index' });
    const [root] = buildRouters([dir, named], 'zh-CN');
    expect(root.name).toBe('Tool');
    expect(root.children?.[0].name).toBe('CodeGen');
  });

  it('wraps a top-level page (menu frame) in a nameless Layout node', () => {
    const [r] = buildRouters([menu({ path: 'dashboard', component: 'dashboard/index', icon: 'chart' })], 'en-US');
    expect(r).toEqual({
      hidden: false,
      path: '/',
      component: 'Layout',
      children: [
        {
          hidden: false,
          path: 'dashboard',
          component: 'dashboard/index',
          name: 'Dashboard',
          meta: { title: 'Menu dashboard', icon: 'chart', noCache: false, link: null },
        },
      ],
    });
  });

  it('turns an internal link below a directory into an InnerLink page with a path made of the url', () => {
    const dir = menu({ menuType: 'M', path: 'docs' });
    const link = menu({ parentId: dir.menuId, path: 'https://www.ruoyi.vip:8080/doc', menuType: 'C' });
    const [root] = buildRouters([dir, link], 'zh-CN');
    expect(root.children?.[0]).toEqual({
      name: 'Https://www.ruoyi.vip:8080/doc',
      hidden: false,
      path: 'ruoyi/vip/8080/doc',
      component: 'InnerLink',
      meta: { title: '菜单https://www.ruoyi.vip:8080/doc', icon: null, noCache: false, link: 'https://www.ruoyi.vip:8080/doc' },
    });
  });

  it('wraps a top-level internal link directory in a Layout node with an InnerLink child', () => {
    const [r] = buildRouters([menu({ menuType: 'M', path: 'http://example.com/a.b', icon: 'link' })], 'zh-CN');
    expect(r.path).toBe('/');
    expect(r.component).toBe('Layout');
    expect(r).not.toHaveProperty('name');
    expect(r.meta).toEqual({ title: '菜单http://example.com/a.b', icon: 'link', noCache: false, link: null });
    expect(r.children).toEqual([
      {
        hidden: false,
        path: 'example/com/a/b',
        component: 'InnerLink',
        name: 'Example/com/a/b',
        meta: { title: '菜单http://example.com/a.b', icon: 'link', noCache: false, link: 'http://example.com/a.b' },
      },
    ]);
  });

  it('leaves an external link (isFrame 0) as it is, with meta.link', () => {
    const [r] = buildRouters([menu({ menuType: 'M', path: 'https://ruoyi.vip', isFrame: 0 })], 'zh-CN');
    expect(r.path).toBe('https://ruoyi.vip');
    expect(r.component).toBe('Layout');
    expect(r.meta?.link).toBe('https://ruoyi.vip');
  });

  it('gives a nested directory without a component the ParentView component', () => {
    const dir = menu({ menuType: 'M', path: 'top' });
    const sub = menu({ menuType: 'M', parentId: dir.menuId, path: 'sub' });
    const leaf = menu({ parentId: sub.menuId, path: 'leaf', component: 'top/sub/leaf' });
    const [root] = buildRouters([dir, sub, leaf], 'zh-CN');
    const child = root.children?.[0];
    expect(child).toMatchObject({ name: 'Sub', path: 'sub', component: 'ParentView', alwaysShow: true, redirect: 'noRedirect' });
    expect(child?.children?.[0]).toMatchObject({ name: 'Leaf', path: 'leaf', component: 'top/sub/leaf' });
  });

  it('drops menus whose parent chain does not reach the top and orders by orderNum', () => {
    const dir = menu({ menuType: 'M', path: 'd' });
    const second = menu({ parentId: dir.menuId, path: 'second', orderNum: 2, component: 'x/second' });
    const first = menu({ parentId: dir.menuId, path: 'first', orderNum: 1, component: 'x/first' });
    const orphan = menu({ parentId: 99_999, path: 'orphan', component: 'x/orphan' });
    const [root] = buildRouters([second, orphan, first, dir], 'zh-CN');
    expect(root.children?.map((c) => c.path)).toEqual(['first', 'second']);
    expect(names(buildRouters([second, orphan, first, dir], 'zh-CN'))).not.toContain('Orphan');
  });

  it('never answers two routes with the same name', () => {
    const business = menu({ menuType: 'M', path: 'business', orderNum: 1 });
    const seller = menu({ menuType: 'M', path: 'seller', orderNum: 2 });
    const other = menu({ menuType: 'M', path: 'other', orderNum: 3 });
    const t1 = menu({ parentId: business.menuId, path: 'template', component: 'system/template/index' });
    const t2 = menu({ parentId: seller.menuId, path: 'template', component: 'user/template/index' });
    const t3 = menu({ parentId: other.menuId, path: 'x', routeName: 'SellerTemplate', component: 'x/index' });
    const t4 = menu({ parentId: other.menuId, path: 'seller', component: 'x/seller', orderNum: 2 });
    const frame = menu({ path: 'template', component: 'top/template', orderNum: 4 });
    const all = names(buildRouters([business, seller, other, t1, t2, t3, t4, frame], 'zh-CN'));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(['Business', 'Template', 'Seller', 'SellerTemplate', 'Other', 'OtherSellerTemplate', 'OtherSeller', `Template${frame.menuId}`]);
  });
});
