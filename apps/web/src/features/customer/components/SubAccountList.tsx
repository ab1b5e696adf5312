import { type Customer, customerEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { listCustomer } from '../api.ts';

/** Enough for every sub-account a seller invites; the list screen filtered by parent shows any more. */
const PAGE = 100;

interface Props {
  parent: Pick<Customer, 'userId' | 'subCount'>;
  statusOptions: DictOption[];
}

/** A main account's sub-accounts with their balance, frozen amount and status (the seller dialog). */
export default function SubAccountList({ parent, statusOptions }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const label = (key: string) => t(`customer.field.${key}`);
  const query = { pageNum: 1, pageSize: PAGE, parentId: parent.userId, orderByColumn: 'userId', isAsc: 'asc' as const };
  const subs = useQuery({ queryKey: endpointKey(customerEndpoints.list, { query }), queryFn: () => listCustomer(query) });
  const rows = subs.data?.rows ?? [];
  const columns: TableColumnsType<Customer> = [
    {
      key: 'userName',
      title: label('userName'),
      ellipsis: true,
      render: (_: unknown, row) => (
        <>
          {row.userName}
          {row.nickName && row.nickName !== row.userName ? <Typography.Text type="secondary"> ({row.nickName})</Typography.Text> : null}
        </>
      ),
    },
    { key: 'money', dataIndex: 'money', title: label('money'), align: 'right', width: 120, render: (v: string) => <MoneyText value={v} /> },
    { key: 'frozen', dataIndex: 'frozen', title: label('frozen'), align: 'right', width: 110, render: (v: string) => <MoneyText value={v} /> },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 80,
      align: 'center',
      render: (v: string) => <DictTag options={statusOptions} value={v} />,
    },
  ];
  return (
    <section aria-label={t('customer.sub.title', { count: subs.data?.total ?? parent.subCount })}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('customer.sub.title', { count: subs.data?.total ?? parent.subCount })}
      </Typography.Title>
      {subs.isError ? (
        <Alert type="error" showIcon title={t('customer.sub.failed')} />
      ) : (
        <Table<Customer>
          size="small"
          rowKey="userId"
          columns={columns}
          dataSource={rows}
          loading={subs.isPending}
          pagination={false}
          locale={{ emptyText: t('customer.sub.empty') }}
        />
      )}
    </section>
  );
}
