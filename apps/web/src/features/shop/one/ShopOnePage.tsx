import { shopEndpoints } from '@ceping/contract';
import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Empty, Row, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointKey } from '../../../api/endpoint.ts';
import DictTag from '../../../components/DictTag.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';
import { OrderListScreen } from '../../order/index.ts';
import { TaskListScreen } from '../../task/index.ts';
import { getShop } from '../api.ts';
import { useShopFigures } from './useShopFigures.ts';

function ShopFigureCards({ shopId }: { shopId: number }) {
  const { t } = useTranslation('business');
  const dict = useDict('order_status');
  const figures = useShopFigures(shopId);
  const f = figures.data;
  const cards: { key: string; title: string; value: number | undefined }[] = [
    { key: 'tasks', title: t('shopOne.figure.tasks'), value: f?.tasks },
    { key: 'tasksRunning', title: t('shopOne.figure.tasksRunning'), value: f?.tasksRunning },
    { key: 'orders', title: t('shopOne.figure.orders'), value: f?.orders },
    ...dict.order_status.map((o) => ({ key: `status-${o.value}`, title: o.label, value: f?.byStatus[o.value as keyof typeof f.byStatus] })),
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} className="shop-figures">
      {cards.map((c) => (
        <Col key={c.key} flex="1 1 120px">
          <Card size="small">
            <Statistic title={c.title} value={c.value ?? '-'} loading={figures.loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ShopOne({ shopId }: { shopId: number }) {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'shop_type', 'sys_normal_disable');
  const regionName = useRegionName();
  const shop = useQuery({
    queryKey: endpointKey(shopEndpoints.get, { params: { shopId } }),
    queryFn: async () => (await getShop(shopId)).data,
  });
  const fixed = useMemo(() => ({ shopId }), [shopId]);
  const s = shop.data;
  const label = (key: string) => t(`shop.field.${key}`);

  return (
    <div className="app-container">
      <Card size="small" variant="borderless" style={{ marginBottom: 12 }}>
        {shop.isError ? <Alert type="error" showIcon title={t('shopOne.loadFailed')} /> : null}
        {shop.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
        {s ? (
          <>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {s.shopName}
            </Typography.Title>
            <Descriptions
              size="small"
              column={4}
              items={[
                { key: 'user', label: label('user'), children: sellerLabel(s) },
                { key: 'platform', label: label('platform'), children: <DictTag options={dict.platform} value={s.platform} /> },
                { key: 'region', label: label('region'), children: regionName(s) || '-' },
                { key: 'shopType', label: label('shopType'), children: <DictTag options={dict.shop_type} value={s.shopType} /> },
                {
                  key: 'shopUrl',
                  label: label('shopUrl'),
                  span: 2,
                  children: s.shopUrl ? (
                    <Typography.Link href={s.shopUrl} target="_blank" rel="noopener noreferrer">
                      <LinkOutlined /> {s.shopUrl}
                    </Typography.Link>
                  ) : (
                    '-'
                  ),
                },
                { key: 'status', label: label('status'), children: <DictTag options={dict.sys_normal_disable} value={s.status} /> },
                { key: 'createTime', label: label('createTime'), children: parseTime(s.createTime) },
              ]}
            />
          </>
        ) : null}
      </Card>
      <ShopFigureCards shopId={shopId} />
      <Card size="small" variant="borderless">
        <Tabs
          items={[
            { key: 'orders', label: t('shopOne.tab.orders'), children: <OrderListScreen variant="embedded" fixed={fixed} /> },
            { key: 'tasks', label: t('shopOne.tab.tasks'), children: <TaskListScreen scope="admin" fixed={fixed} /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** Business → Shop details (opened from the shop list with `?shopId=`): the shop, its figures, its orders and its tasks. */
export default function ShopOnePage() {
  const { t } = useTranslation('business');
  const [params] = useSearchParams();
  const shopId = Number(params.get('shopId'));
  if (!Number.isInteger(shopId) || shopId <= 0) {
    return (
      <div className="app-container">
        <Card variant="borderless">
          <Empty description={t('shopOne.choose')} />
        </Card>
      </div>
    );
  }
  return <ShopOne key={shopId} shopId={shopId} />;
}
