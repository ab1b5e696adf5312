import { Avatar, Card, Col, Flex, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customSiteName, useUserStore } from '../../stores/user.ts';
import { formatMoney } from '../../utils/format.ts';

/** Dashboard: a welcome card with the user's name, roles and balance. */
export default function Home() {
  const { t } = useTranslation(['auth', 'common']);
  const nickName = useUserStore((s) => s.nickName);
  const name = useUserStore((s) => s.name);
  const avatar = useUserStore((s) => s.avatar);
  const roles = useUserStore((s) => s.roles);
  const userRoles = useUserStore((s) => s.userInfo?.roles);
  const money = useUserStore((s) => s.money);
  const site = useUserStore((s) => s.site);
  /** Role names from getInfo's user (the role keys stand in for a role it does not describe). */
  const roleNames = roles.map((key) => userRoles?.find((r) => r.roleKey === key)?.roleName || key);

  return (
    <div style={{ padding: 16 }}>
      <Card>
        <Flex gap={16} align="center" wrap>
          <Avatar size={64} src={avatar || undefined} alt={nickName || name} />
          <Space orientation="vertical" size={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('home.welcome', { name: nickName || name })}
            </Typography.Title>
            {site ? <Typography.Text type="secondary">{t('home.site', { site: customSiteName(site) ?? t('common:appTitle') })}</Typography.Text> : null}
            <Space size={[4, 4]} wrap>
              <Typography.Text type="secondary">{t('home.roles')}</Typography.Text>
              {roleNames.map((role, i) => (
                <Tag key={roles[i]} color="blue">
                  {role}
                </Tag>
              ))}
            </Space>
          </Space>
        </Flex>
      </Card>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('home.balance')} value={money === null ? '-' : formatMoney(money)} prefix={money === null ? undefined : '¥'} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
