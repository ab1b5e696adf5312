import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../stores/app.ts';
import { usePermissionStore } from '../../stores/permission.ts';
import { useSettingsStore } from '../../stores/settings.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../constants.ts';
import { useTopMenu } from '../topMenu.ts';
import { useCurrentView } from '../useCurrentView.ts';
import Logo from './Logo.tsx';
import { buildMenuItems, parentKeys } from './menuItems.tsx';

/** Keeps only the newly opened branch open (one open sub-menu per level). */
function uniqueOpen(previous: string[], next: string[]): string[] {
  const latest = next.find((k) => !previous.includes(k));
  if (!latest) return next;
  return next.filter((k) => k === latest || latest.startsWith(`${k}/`));
}

/** The side menu built from the server routes (or from the chosen top menu in top-nav mode). */
export default function Sidebar() {
  const navigate = useNavigate();
  const view = useCurrentView();
  const sidebarRouters = usePermissionStore((s) => s.sidebarRouters);
  const { sideRoutes, sideBase } = useTopMenu();
  const topNav = useSettingsStore((s) => s.topNav);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const opened = useAppStore((s) => s.sidebar.opened);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const dark = sideTheme === 'theme-dark';
  const collapsed = !opened;

  const topMode = topNav && !mobile;
  const { items, targets } = useMemo(
    () => (topMode ? buildMenuItems(sideRoutes, sideBase) : buildMenuItems(sidebarRouters, '/')),
    [topMode, sideRoutes, sideBase, sidebarRouters],
  );
  const selected = view.meta.activeMenu || view.path;
  const branch = useMemo(() => parentKeys(items, selected) ?? [], [items, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(branch);

  useEffect(() => {
    setOpenKeys(collapsed && !mobile ? [] : branch);
  }, [collapsed, mobile, branch]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const target = targets.get(key);
    // external entries are anchors with target=_blank: the browser opens them
    if (!target || target.external) return;
    navigate(target.to);
  };

  return (
    <ConfigProvider theme={{ components: { Menu: { itemHeight: 44, collapsedWidth: SIDEBAR_COLLAPSED_WIDTH, activeBarBorderWidth: 0 } } }}>
      <Layout.Sider
        className={`sidebar-container ${dark ? 'theme-dark' : 'theme-light'}${mobile ? ' is-mobile' : ''}`}
        theme={dark ? 'dark' : 'light'}
        width={SIDEBAR_WIDTH}
        collapsedWidth={mobile ? 0 : SIDEBAR_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
      >
        {showLogo ? <Logo collapsed={collapsed} dark={dark} /> : null}
        <div className="sidebar-menu">
          <Menu
            mode="inline"
            theme={dark ? 'dark' : 'light'}
            items={items}
            selectedKeys={[selected]}
            openKeys={openKeys}
            onOpenChange={(keys) => setOpenKeys(uniqueOpen(openKeys, keys))}
            inlineCollapsed={collapsed && !mobile}
            onClick={onClick}
            style={{ borderInlineEnd: 'none' }}
          />
        </div>
      </Layout.Sider>
    </ConfigProvider>
  );
}
