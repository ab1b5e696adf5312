import { CaretDownOutlined, LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCK_PAGE, useLockStore } from '../../stores/lock.ts';
import { useSettingsStore } from '../../stores/settings.ts';
import { useUserStore } from '../../stores/user.ts';

/** Avatar with nick name; menu: personal center, layout settings, log out (confirmed). */
export default function UserDropdown() {
  const { t } = useTranslation('layout');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { t: tLock } = useTranslation('sysadmin');
  const avatar = useUserStore((s) => s.avatar);
  const nickName = useUserStore((s) => s.nickName || s.name);
  const logout = useUserStore((s) => s.logout);
  const setShowSettings = useSettingsStore((s) => s.setShowSettings);

  const confirmLogout = () => {
    modal.confirm({
      title: t('navbar.logoutTitle'),
      content: t('navbar.logoutConfirm'),
      onOk: async () => {
        try {
          await logout();
        } finally {
          // a full reload of /home drops every client state; the guard then shows the login page
          window.location.href = '/home';
        }
      },
    });
  };

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('navbar.profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('navbar.layoutSettings') },
    { key: 'lock', icon: <LockOutlined />, label: tLock('lock.menu') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/user/profile');
    else if (key === 'settings') setShowSettings(true);
    else if (key === 'lock') {
      useLockStore.getState().lock(`${location.pathname}${location.search}`);
      navigate(LOCK_PAGE);
    } else if (key === 'logout') confirmLogout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['hover', 'click']} placement="bottomRight">
      <button type="button" className="avatar-wrapper" aria-label={nickName || t('navbar.avatarAlt')}>
        <Avatar size={30} src={avatar || undefined} icon={<UserOutlined />} alt={t('navbar.avatarAlt')} />
        {nickName ? <span className="user-nickname">{nickName}</span> : null}
        <CaretDownOutlined className="avatar-caret" />
      </button>
    </Dropdown>
  );
}
