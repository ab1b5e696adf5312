import { Avatar, Card, Col, Flex, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user.ts';
import { formatMoney } from '../../utils/format.ts';

/** Dashboard: a welcome card with the user's name, roles and balance. */
export default function Home() {
  const { t } = useTranslation('auth');
  const nickName = useUserStore((s) => s.nickName);
  const name = useUserStore((s) => s.name);
  const avatar = useUserStore((s) => s.avatar);
  const roles = useUserStore((s) => s.roles);
  const money = useUserStore((s) => s.money);
  const site = useUserStore((s) => s.site);

  return (
    <div style={{ padding: 16 }}>
      <Card>
        <Flex gap={16} align="center" wrap>
          <Avatar size={64} src={avatar || undefined} alt={nickName || name} />
          <Space orientation="vertical" size={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('home.welcome', { name: nickName || name })}
            </Typography.Title>
            {site ? <Typography.Text type="secondary">{t('home.site', { site: site.siteName })}</Typography.Text> : null}
            <Space size={[4, 4]} wrap>
              <Typography.Text type="secondary">{t('home.roles')}</Typography.Text>
              {roles.map((role) => (
                <Tag key={role} color="blue">
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
