import type { SysUser } from '@ceping/contract';
import { CalendarOutlined, MailOutlined, MobileOutlined, MoneyCollectOutlined, TeamOutlined, UserOutlined, ApartmentOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultAvatar from '../../../assets/default-avatar.svg';
import { formatMoney, parseTime, withBaseUrl } from '../../../utils/format.ts';
import AvatarDialog from './AvatarDialog.tsx';

interface Props {
  user: SysUser | undefined;
  roleGroup: string;
  postGroup: string;
  loading?: boolean;
  onAvatarChanged: () => void;
}

/** Left card of the personal center: avatar (click to change) and the account facts. */
export default function ProfileCard({ user, roleGroup, postGroup, loading, onAvatarChanged }: Props) {
  const { t } = useTranslation('user');
  const [avatarOpen, setAvatarOpen] = useState(false);
  const avatar = user?.avatar ? withBaseUrl(user.avatar) : defaultAvatar;
  const dept = [user?.dept?.deptName, postGroup].filter(Boolean).join(' / ');

  const items: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [
    { key: 'userName', icon: <UserOutlined />, label: t('profile.userName'), value: user?.userName },
    { key: 'phonenumber', icon: <MobileOutlined />, label: t('profile.phonenumber'), value: user?.phonenumber },
    { key: 'email', icon: <MailOutlined />, label: t('profile.email'), value: user?.email },
    { key: 'dept', icon: <ApartmentOutlined />, label: t('profile.dept'), value: dept },
    { key: 'roles', icon: <TeamOutlined />, label: t('profile.roles'), value: roleGroup },
    { key: 'createTime', icon: <CalendarOutlined />, label: t('profile.createDate'), value: parseTime(user?.createTime) },
  ];
  if (user?.money !== undefined && user.money !== null && user.money !== '') {
    items.push({ key: 'money', icon: <MoneyCollectOutlined />, label: t('profile.money'), value: formatMoney(user.money) });
  }

  return (
    <Card size="small" title={t('profile.personalInfo')} loading={loading}>
      <div style={{ textAlign: 'center', marginBottom: 12 }}>
        <Tooltip title={t('avatar.clickToChange')}>
          <button
            type="button"
            onClick={() => setAvatarOpen(true)}
            aria-label={t('avatar.clickToChange')}
            style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', borderRadius: '50%' }}
          >
            <Avatar size={120} src={avatar} alt={user?.nickName} />
          </button>
        </Tooltip>
      </div>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={items.map((item) => ({
          key: item.key,
          label: (
            <span style={{ whiteSpace: 'nowrap' }}>
              {item.icon} {item.label}
            </span>
          ),
          children: <span style={{ overflowWrap: 'anywhere' }}>{item.value}</span>,
        }))}
      />
      <AvatarDialog
        open={avatarOpen}
        current={avatar}
        onClose={() => setAvatarOpen(false)}
        onChanged={() => {
          setAvatarOpen(false);
          onAvatarChanged();
        }}
      />
    </Card>
  );
}
