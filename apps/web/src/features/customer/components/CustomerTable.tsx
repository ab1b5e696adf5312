import { type Customer, Perm } from '@ceping/contract';
import { EditOutlined, TransactionOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { trimDecimal } from '../../../utils/money.ts';

export const CUSTOMER_COLUMN_KEYS = ['userId', 'userName', 'roleKey', 'money', 'frozen', 'rate', 'addMoney', 'site', 'parent', 'status', 'createTime'] as const;

interface Props {
  rows: Customer[];
  loading: boolean;
  visibleColumns: ReadonlySet<string>;
  statusOptions: DictOption[];
  onEdit: (row: Customer) => void;
  onAdjust: (row: Customer) => void;
}

/** Sellers with their money fields: balance red when negative, frozen, uplift, surcharge, site, parent. */
export default function CustomerTable({ rows, loading, visibleColumns, statusOptions, onEdit, onAdjust }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const money = (v: string) => <MoneyText value={v} />;
  const all: TableColumnsType<Customer> = [
    { key: 'userId', dataIndex: 'userId', title: t('customer.field.userId'), width: 80, align: 'center' },
    {
      key: 'userName',
      title: t('customer.field.userName'),
      render: (_: unknown, row) => (
        <>
          {row.userName}
          {row.nickName && row.nickName !== row.userName ? <Typography.Text type="secondary"> ({row.nickName})</Typography.Text> : null}
        </>
      ),
    },
    {
      key: 'roleKey',
      dataIndex: 'roleKeys',
      title: t('customer.field.roleKey'),
      width: 110,
      render: (keys: string[]) => keys.filter((k) => k === 'common' || k === 'zi').map((k) => <Tag key={k} color={k === 'common' ? 'blue' : 'cyan'}>{t(`customer.role.${k}`)}</Tag>),
    },
    { key: 'money', dataIndex: 'money', title: t('customer.field.money'), align: 'right', width: 130, render: money },
    { key: 'frozen', dataIndex: 'frozen', title: t('customer.field.frozen'), align: 'right', width: 110, render: money },
    { key: 'rate', dataIndex: 'rate', title: t('customer.field.rate'), align: 'right', width: 100, render: (v: string) => `${trimDecimal(v)}%` },
    { key: 'addMoney', dataIndex: 'addMoney', title: t('customer.field.addMoney'), align: 'right', width: 110, render: money },
    { key: 'site', dataIndex: 'siteName', title: t('customer.field.site'), ellipsis: true, render: (v: string | null) => v || '-' },
    { key: 'parent', dataIndex: 'parentName', title: t('customer.field.parent'), ellipsis: true, render: (v: string | null) => v || '-' },
    { key: 'status', dataIndex: 'status', title: t('customer.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createTime', dataIndex: 'createTime', title: t('customer.field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];
  const actions: TableColumnsType<Customer>[number] = {
    key: 'actions',
    title: t('business:common.operation'),
    align: 'center',
    width: 190,
    fixed: 'end',
    render: (_: unknown, row) => (
      <Space size={0}>
        <Auth perm={Perm.customer.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
            {t('common:actions.edit')}
          </Button>
        </Auth>
        <Auth perm={Perm.fund.adjust}>
          <Button type="link" size="small" icon={<TransactionOutlined />} onClick={() => onAdjust(row)}>
            {t('adjust.action')}
          </Button>
        </Auth>
      </Space>
    ),
  };
  return (
    <Table<Customer>
      rowKey="userId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={[...all.filter((c) => visibleColumns.has(String(c.key))), actions]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
