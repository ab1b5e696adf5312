import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '../stores/app.ts';
import { menuIcon } from '../components/menuIcons.tsx';
import { isExternal, visibleChildren, withQuery } from '../utils/menuTree.ts';
import { type TopMenu, useTopMenu, useTopNavStore } from './topMenu.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

const MORE_KEY = '__more__';

/** How many top menus fit: a third of the window width, 85 px per item (at least 1). */
export function visibleTopCount(width: number): number {
  return Math.max(1, Math.floor(width / 3 / 85));
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function toItem(menu: TopMenu): MenuItem {
  const title = menu.route.meta?.title ?? menu.key;
  return { key: menu.key, icon: menuIcon(menu.route.meta?.icon), label: title };
}

/** Top-level menus in the header; choosing one with children switches the side menu to them. */
export default function TopNav() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menus, activeKey, sideRoutes } = useTopMenu();
  const choose = useTopNavStore((s) => s.choose);
  const toggleSideBarHide = useAppStore((s) => s.toggleSideBarHide);
  const count = visibleTopCount(useWindowWidth());

  const items = useMemo<MenuItem[]>(() => {
    const shown = menus.slice(0, count).map(toItem);
    const rest = menus.slice(count);
    if (rest.length === 0) return shown;
    return [...shown, { key: MORE_KEY, label: t('topNav.more'), children: rest.map(toItem) }];
  }, [menus, count, t]);

  const hasSide = sideRoutes.some((r) => !r.hidden);
  useEffect(() => {
    toggleSideBarHide(!hasSide);
  }, [hasSide, toggleSideBarHide]);
  useEffect(() => () => toggleSideBarHide(false), [toggleSideBarHide]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const menu = menus.find((m) => m.key === key);
    if (!menu) return;
    if (isExternal(key) || isExternal(menu.route.meta?.link)) {
      window.open(isExternal(key) ? key : (menu.route.meta?.link ?? key), '_blank', 'noopener,noreferrer');
      return;
    }
    const children = visibleChildren(menu.route);
    if (children.length === 0) {
      navigate(withQuery(key, menu.route.query));
      return;
    }
    choose(key, pathname);
  };

  return (
    <Menu
      className="topmenu-container"
      mode="horizontal"
      items={items}
      selectedKeys={[activeKey]}
      onClick={onClick}
      disabledOverflow
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '48px', background: 'transparent' }}
    />
  );
}
