import { type OrderRow, type OrderStatusValue, ORDER_STATES } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import type React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import DictTag from '../../components/DictTag.tsx';
import MoneyText from '../../components/MoneyText.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useMenuPath } from '../../hooks/useMenuPath.ts';
import { useRegionName } from '../../hooks/useRegionName.ts';
import { selectDictLabel, withBaseUrl } from '../../utils/format.ts';
import { latestOrders, latestOrdersKey } from './api.ts';

const ALL = 'all';
type Tab = typeof ALL | OrderStatusValue;

export interface OrderTableProps {
  /** `own`: a seller's orders (no seller column); `all`: staff and admin. */
  scope: 'own' | 'all';
  /** Opens an order (the order detail dialog). Rows are plain when absent. */
  onOpen?: (order: OrderRow) => void;
  style?: React.CSSProperties;
}

/** The latest orders of the viewer's scope, by state (tabs); a row opens the order. */
export default function OrderTable({ scope, onOpen, style }: OrderTableProps) {
  const { t } = useTranslation('dashboard');
  const dict = useDict('order_status', 'platform');
  const regionName = useRegionName();
  const menuPath = useMenuPath();
  const [tab, setTab] = useState<Tab>(ALL);
  const status = tab === ALL ? undefined : tab;
  const orders = useQuery({
    queryKey: latestOrdersKey(status),
    queryFn: () => latestOrders(status),
    placeholderData: (previous) => previous,
  });
  const listPath = menuPath(scope === 'own' ? 'system/orders/merchant' : 'system/orders/order', '');

  const columns: TableColumnsType<OrderRow> = [
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      width: 190,
      render: (_, row) => {
        const no = row.orderNo || t('orders.noOrderNo');
        return onOpen ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            aria-label={t('orders.open', { no: row.orderNo || row.id })}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(row);
            }}
          >
            {no}
          </Button>
        ) : (
          no
        );
      },
    },
    {
      key: 'product',
      title: t('orders.product'),
      ellipsis: true,
      render: (_, row) => (
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <Avatar shape="square" size={32} src={withBaseUrl(row.productPic) || undefined} alt="" style={{ flex: 'none' }} />
          <Typography.Text ellipsis={{ tooltip: row.productTitle }}>{row.productTitle}</Typography.Text>
        </Flex>
      ),
    },
    ...(scope === 'all'
      ? [{ key: 'seller', title: t('orders.seller'), width: 120, ellipsis: true, render: (_: unknown, row: OrderRow) => row.nickName || row.userName }]
      : []),
    {
      key: 'region',
      title: t('orders.region'),
      width: 190,
      ellipsis: true,
      render: (_, row) => `${regionName(row)} · ${selectDictLabel(dict.platform, row.platform) || row.platform}`,
    },
    { key: 'totalPrice', title: t('orders.totalPrice'), width: 110, align: 'right', render: (_, row) => <MoneyText value={row.totalPrice} /> },
    { key: 'status', title: t('orders.status'), width: 140, render: (_, row) => <DictTag options={dict.order_status} value={row.orderStatus} /> },
    { key: 'acceptTime', title: t('orders.acceptTime'), width: 150, render: (_, row) => row.acceptTime ?? '' },
  ];

  return (
    <Card
      size="small"
      title={t('orders.title')}
      style={style}
      tabList={[{ key: ALL, label: t('orders.all') }, ...ORDER_STATES.map((s) => ({ key: s, label: selectDictLabel(dict.order_status, s) || s }))]}
      activeTabKey={tab}
      onTabChange={(key) => setTab(key as Tab)}
      tabProps={{ size: 'small' }}
      extra={listPath ? <Link to={listPath}>{t('orders.more')}</Link> : null}
      data-testid="order-table"
    >
      <Table<OrderRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={orders.data?.rows ?? []}
        loading={orders.isFetching}
        pagination={false}
        locale={{ emptyText: t('orders.empty') }}
        tableLayout="fixed"
        onRow={(row) => (onOpen ? { onClick: () => onOpen(row), style: { cursor: 'pointer' } } : {})}
      />
    </Card>
  );
}
