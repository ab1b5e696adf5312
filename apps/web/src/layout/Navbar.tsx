import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app.ts';
import { useSettingsStore } from '../stores/settings.ts';
import Breadcrumb from './Breadcrumb.tsx';
import Balance from './header/Balance.tsx';
import Fullscreen from './header/Fullscreen.tsx';
import LangSelect from './header/LangSelect.tsx';
import MessageBadge from './header/MessageBadge.tsx';
import NoticeBell from './header/NoticeBell.tsx';
import SizeSelect from './header/SizeSelect.tsx';
import UserDropdown from './header/UserDropdown.tsx';
import TopNav from './TopNav.tsx';

/** Header bar: sidebar toggle, breadcrumb or top navigation, and the right-hand tools. */
export default function Navbar() {
  const { t } = useTranslation('layout');
  const opened = useAppStore((s) => s.sidebar.opened);
  const hidden = useAppStore((s) => s.sidebar.hide);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const toggleSideBar = useAppStore((s) => s.toggleSideBar);
  const topNav = useSettingsStore((s) => s.topNav);
  const toggleLabel = opened ? t('sidebar.collapse') : t('sidebar.expand');

  return (
    <div className="navbar">
      {hidden ? null : (
        <button type="button" className="hamburger-container" aria-label={toggleLabel} title={toggleLabel} onClick={() => toggleSideBar()}>
          {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        </button>
      )}
      <div className="navbar-center">{topNav && !mobile ? <TopNav /> : <Breadcrumb />}</div>
      <div className="right-menu">
        <Balance />
        <MessageBadge />
        <NoticeBell />
        {mobile ? null : (
          <>
            <Fullscreen />
            <SizeSelect />
          </>
        )}
        <LangSelect />
        <UserDropdown />
      </div>
    </div>
  );
}
