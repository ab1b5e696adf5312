import type { FundOverviewRow } from '@ceping/contract';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';

interface Props {
  rows: FundOverviewRow[];
  loading: boolean;
  statusOptions: DictOption[];
}

/** One row per account: balance, frozen, Σ ledger, and whether the balance equals the ledger sum. */
export default function FundTable({ rows, loading, statusOptions }: Props) {
  const { t } = useTranslation('finance');
  const money = (v: string) => <MoneyText value={v} />;
  const columns: TableColumnsType<FundOverviewRow> = [
    { key: 'userId', dataIndex: 'userId', title: t('customer.field.userId'), width: 80, align: 'center' },
    { key: 'user', title: t('fund.field.user'), render: (_: unknown, row) => sellerLabel(row) },
    { key: 'status', dataIndex: 'status', title: t('customer.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'money', dataIndex: 'money', title: t('fund.field.money'), width: 130, align: 'right', render: money },
    { key: 'frozen', dataIndex: 'frozen', title: t('fund.field.frozen'), width: 120, align: 'right', render: money },
    { key: 'ledgerSum', dataIndex: 'ledgerSum', title: t('fund.field.ledgerSum'), width: 130, align: 'right', render: money },
    { key: 'ledgerCount', dataIndex: 'ledgerCount', title: t('fund.field.ledgerCount'), width: 100, align: 'right' },
    { key: 'lastTime', dataIndex: 'lastTime', title: t('fund.field.lastTime'), width: 170, render: (v: string | null) => parseTime(v) || '-' },
    {
      key: 'consistent',
      dataIndex: 'consistent',
      title: t('fund.field.consistent'),
      width: 110,
      align: 'center',
      render: (ok: boolean) =>
        ok ? (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('fund.consistent.yes')}
          </Tag>
        ) : (
          <Tag color="error" icon={<CloseCircleOutlined />}>
            {t('fund.consistent.no')}
          </Tag>
        ),
    },
  ];
  return <Table<FundOverviewRow> rowKey="userId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
