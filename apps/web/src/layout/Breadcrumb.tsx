import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissionStore } from '../stores/permission.ts';
import { HOME_PATH } from './constants.ts';
import { findMenu } from '../utils/menuTree.ts';
import { useCurrentView } from './useCurrentView.ts';

interface Crumb {
  path: string;
  title: string;
  /** where a click leads; absent = plain text */
  to?: string;
}

/**
 * Home › titled ancestors › page. The steps come from the route (its handle's crumbs) or, failing
 * that, from the menu tree; the last item and `noRedirect` directories are plain text.
 */
export default function Breadcrumb() {
  const { t } = useTranslation('layout');
  const view = useCurrentView();
  const routes = usePermissionStore((s) => s.routes);

  const crumbs = useMemo<Crumb[]>(() => {
    const steps = view.crumbs.length > 0 ? view.crumbs : (findMenu(routes, view.path)?.chain ?? []);
    let list: Crumb[] = steps.map((c) => ({
      path: c.path,
      title: c.title,
      to: c.redirect === 'noRedirect' ? undefined : (c.redirect ?? c.path),
    }));
    if (list.length === 0 && view.meta.title) list = [{ path: view.path, title: view.meta.title }];
    if (view.meta.breadcrumb === false) list = list.filter((c) => c.path !== view.path);
    if (list[0]?.path !== HOME_PATH) {
      const homeTitle = findMenu(routes, HOME_PATH)?.route.meta?.title ?? t('breadcrumb.home');
      list = [{ path: HOME_PATH, title: homeTitle, to: HOME_PATH }, ...list];
    }
    list[list.length - 1] = { ...list[list.length - 1], to: undefined };
    return list;
  }, [routes, view.crumbs, view.path, view.meta, t]);

  if (view.path.startsWith('/redirect')) return null;
  return (
    <AntBreadcrumb
      className="app-breadcrumb"
      items={crumbs.map((c) => ({
        key: c.path,
        title: c.to ? <Link to={c.to}>{c.title}</Link> : <span className="no-redirect">{c.title}</span>,
      }))}
    />
  );
}
