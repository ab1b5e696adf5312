import { Avatar, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customSiteName, useUserStore } from '../../stores/user.ts';

/** Compact header: avatar, name, site and roles of the signed-in user, and the server's today. */
export default function WelcomeHeader({ today }: { today?: string }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const nickName = useUserStore((s) => s.nickName);
  const name = useUserStore((s) => s.name);
  const avatar = useUserStore((s) => s.avatar);
  const roles = useUserStore((s) => s.roles);
  const userRoles = useUserStore((s) => s.userInfo?.roles);
  const site = useUserStore((s) => s.site);
  /** Role names from getInfo's user (the role keys stand in for a role it does not describe). */
  const roleNames = roles.map((key) => userRoles?.find((r) => r.roleKey === key)?.roleName || key);

  return (
    <Card size="small" data-testid="welcome-header">
      <Flex gap={12} align="center" justify="space-between" wrap>
        <Flex gap={12} align="center" wrap>
          <Avatar size={40} src={avatar || undefined} alt={nickName || name} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('header.welcome', { name: nickName || name })}
          </Typography.Title>
          {site ? <Typography.Text type="secondary">{t('header.site', { site: customSiteName(site) ?? t('common:appTitle') })}</Typography.Text> : null}
          <Space size={[4, 4]} wrap>
            {roleNames.map((role, i) => (
              <Tag key={roles[i]} color="blue" style={{ marginInlineEnd: 0 }}>
                {role}
              </Tag>
            ))}
          </Space>
        </Flex>
        {today ? <Typography.Text type="secondary">{t('header.today', { date: today })}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
