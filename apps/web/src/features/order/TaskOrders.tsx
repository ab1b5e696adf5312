import { type OrderRow, ordersEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import MoneyText from '../../components/MoneyText.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { formatMoney, parseTime } from '../../utils/format.ts';
import { listOrders } from './api.ts';
import { coinName } from './detail/OrderMoney.tsx';
import OrderDetailDialog from './detail/OrderDetailDialog.tsx';

/** The most orders the task detail lists (a task rarely has more; the orders screen filters the rest). */
const LIMIT = 100;

/** The orders placed on one task (the task detail dialog's tab): number, state, review, what was paid; a number opens the order. */
export default function TaskOrders({ taskId }: { taskId: number }) {
  const { t } = useTranslation('order');
  const dict = useDict('order_status', 'order_evaluate_status');
  const query = { taskId, pageNum: 1, pageSize: LIMIT };
  const orders = useQuery({ queryKey: endpointKey(ordersEndpoints.list, { query }), queryFn: () => listOrders(query) });
  const [open, setOpen] = useState<number | null>(null);
  const rmb = t('rmb');

  if (orders.isError) return <Alert type="error" showIcon title={t('detail.loadFailed')} />;
  if (orders.data && orders.data.rows.length === 0) return <Empty description={t('list.noOrders')} />;
  const columns: TableColumnsType<OrderRow> = [
    {
      key: 'orderNo',
      title: t('field.orderNo'),
      width: 190,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setOpen(row.id)}
          aria-label={t('list.openDetail', { no: row.orderNo || `#${row.id}` })}
        >
          {row.orderNo || t('list.noOrderNo', { id: row.id })}
        </Button>
      ),
    },
    {
      key: 'orderStatus',
      dataIndex: 'orderStatus',
      title: t('field.orderStatus'),
      width: 110,
      render: (v: string) => <DictTag options={dict.order_status} value={v} />,
    },
    {
      key: 'evaluateStatus',
      dataIndex: 'evaluateStatus',
      title: t('field.evaluateStatus'),
      width: 110,
      render: (v: string) => <DictTag options={dict.order_evaluate_status} value={v} />,
    },
    {
      key: 'actuallyPay',
      title: t('field.actuallyPay'),
      align: 'right',
      width: 120,
      render: (_: unknown, row) => (row.actuallyPay ? `${formatMoney(row.actuallyPay)} ${coinName(row, rmb)}` : '-'),
    },
    {
      key: 'settleDiff',
      dataIndex: 'settleDiff',
      title: t('money.settleDiff'),
      align: 'right',
      width: 110,
      render: (v: string | null) => <MoneyText value={v} variant="signed" />,
    },
    { key: 'acceptTime', dataIndex: 'acceptTime', title: t('field.acceptTime'), width: 160, render: (v: string | null) => parseTime(v) },
  ];
  return (
    <>
      {orders.data && orders.data.total > LIMIT ? (
        <Typography.Paragraph type="secondary">{t('list.firstOf', { shown: LIMIT, total: orders.data.total })}</Typography.Paragraph>
      ) : null}
      <Table<OrderRow>
        rowKey="id"
        size="small"
        loading={orders.isPending}
        pagination={false}
        columns={columns}
        dataSource={orders.data?.rows ?? []}
        scroll={{ x: 'max-content', y: 360 }}
      />
      <OrderDetailDialog orderId={open} open={open !== null} onClose={() => setOpen(null)} />
    </>
  );
}
