import type { Lang, RouterVo } from '@ceping/contract';

export interface MenuRow {
  menuId: number;
  menuName: string;
  menuNameEn: string | null;
  parentId: number;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: number;
  isCache: number;
  menuType: string;
  visible: string;
  icon: string;
}

const isHttp = (p: string) => /^https?:\/\//.test(p);
const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const innerLinkReplace = (p: string) =>
  p
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/');

const isMenuFrame = (m: MenuRow) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === 1;
const isInnerLink = (m: MenuRow) => m.isFrame === 1 && isHttp(m.path);
const isParentView = (m: MenuRow) => m.parentId !== 0 && m.menuType === 'M';

function routerPath(m: MenuRow): string {
  let p = m.path;
  if (m.parentId !== 0 && isInnerLink(m)) p = innerLinkReplace(p);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === 1) return `/${p}`;
  if (isMenuFrame(m)) return '/';
  return p;
}
function component(m: MenuRow): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return 'InnerLink';
  if (!m.component && isParentView(m)) return 'ParentView';
  return 'Layout';
}
const title = (m: MenuRow, lang: Lang) => (lang === 'en-US' && m.menuNameEn ? m.menuNameEn : m.menuName);
const meta = (m: MenuRow, lang: Lang) => ({
  title: title(m, lang),
  icon: m.icon === '#' ? null : m.icon,
  noCache: m.isCache === 1,
  link: isHttp(m.path) ? m.path : null,
});
const routeName = (m: MenuRow, path = m.path) => capitalize(m.routeName || path);

/** Drops undefined/empty members the way RuoYi's RouterVo serialisation does. */
function compact(r: RouterVo): RouterVo {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  out.hidden = r.hidden;
  return out as unknown as RouterVo;
}

interface Node extends MenuRow {
  children: Node[];
}

/** Builds a tree from parent 0, sorted by order (then id); menus whose chain does not reach 0 are dropped. */
export function menuTree<T extends { menuId: number; parentId: number; orderNum: number }>(rows: T[]): (T & { children: (T & { children: unknown[] })[] })[] {
  type N = T & { children: N[] };
  const byParent = new Map<number, N[]>();
  for (const r of [...rows].sort((a, b) => a.parentId - b.parentId || a.orderNum - b.orderNum || a.menuId - b.menuId)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push({ ...r, children: [] } as N);
    byParent.set(r.parentId, list);
  }
  const attach = (n: N): N => {
    n.children = (byParent.get(n.menuId) ?? []).map(attach);
    return n;
  };
  return (byParent.get(0) ?? []).map(attach);
}

/**
 * Route names must be unique in the whole tree (the client keys routes, tabs and caches by name; RuoYi
 * 3.9.2 checks it when a menu is saved). A name already taken gets the parent's path in front
 * (`Template` under `seller` → `SellerTemplate`), else the menu id behind.
 */
function nameAllocator() {
  const taken = new Set<string>();
  return (name: string, m: MenuRow, parent: Node | undefined): string => {
    const candidates = [name, parent ? capitalize(parent.path.replace(/^\//, '')) + name : undefined, `${name}${m.menuId}`];
    let free = candidates.find((c): c is string => !!c && !taken.has(c));
    for (let i = 2; free === undefined; i++) if (!taken.has(`${name}${m.menuId}_${i}`)) free = `${name}${m.menuId}_${i}`;
    taken.add(free);
    return free;
  };
}

/** RuoYi's RouterVo rules (reference/ruoyi-api.md §3.5), titles in the caller's language, unique names. */
export function buildRouters(rows: MenuRow[], lang: Lang): RouterVo[] {
  const unique = nameAllocator();
  const build = (nodes: Node[], parent?: Node): RouterVo[] =>
    nodes.map((m) => {
      const base: RouterVo = {
        hidden: m.visible === '1',
        path: routerPath(m),
        component: component(m),
        query: m.query ?? undefined,
        meta: meta(m, lang),
      };
      if (m.children.length > 0 && m.menuType === 'M') {
        const name = unique(routeName(m), m, parent);
        return compact({ name, ...base, alwaysShow: true, redirect: 'noRedirect', children: build(m.children, m) });
      }
      if (isMenuFrame(m)) {
        const child = compact({
          hidden: false,
          path: m.path,
          component: m.component ?? undefined,
          name: unique(routeName(m), m, parent),
          meta: meta(m, lang),
          query: m.query ?? undefined,
        });
        return compact({ hidden: base.hidden, path: '/', component: 'Layout', children: [child] });
      }
      if (m.parentId === 0 && isInnerLink(m)) {
        const replaced = innerLinkReplace(m.path);
        const child = compact({
          hidden: false,
          path: replaced,
          component: 'InnerLink',
          name: unique(routeName(m, replaced), m, parent),
          meta: { title: title(m, lang), icon: m.icon === '#' ? null : m.icon, noCache: false, link: m.path },
        });
        return compact({
          hidden: base.hidden,
          path: '/',
          component: 'Layout',
          meta: { title: title(m, lang), icon: m.icon, noCache: false, link: null },
          children: [child],
        });
      }
      return compact({ name: unique(routeName(m), m, parent), ...base });
    });
  return build(menuTree(rows) as unknown as Node[]);
}
