import type { FundRow } from '@ceping/contract';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';

interface Props {
  rows: FundRow[];
  loading: boolean;
  withUser: boolean;
  typeOptions: DictOption[];
  /** Opens a task's cost breakdown from its ledger row (absent: the document is plain text). */
  onOpenTask?: (taskId: number) => void;
}

/** The document a row belongs to: its number, else "type #id". */
export function documentOf(row: Pick<FundRow, 'refNo' | 'refType' | 'refId'>): string {
  if (row.refNo) return row.refNo;
  if (row.refType && row.refId) return `${row.refType} #${row.refId}`;
  return '';
}

/** Ledger rows: time, account, type, signed amount, balance before → after, document, operator, remark. */
export default function LedgerTable({ rows, loading, withUser, typeOptions, onOpenTask }: Props) {
  const { t } = useTranslation('finance');
  const columns: TableColumnsType<FundRow> = [
    { key: 'createTime', dataIndex: 'createTime', title: t('ledger.field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
    ...(withUser
      ? [{ key: 'user', title: t('ledger.field.user'), render: (_: unknown, row: FundRow) => sellerLabel({ userId: row.userId, userName: row.userName, nickName: row.nickName }) }]
      : []),
    { key: 'type', dataIndex: 'type', title: t('ledger.field.type'), width: 120, render: (v: number) => <DictTag options={typeOptions} value={String(v)} /> },
    { key: 'amount', dataIndex: 'amount', title: t('ledger.field.amount'), width: 130, align: 'right', render: (v: string) => <MoneyText value={v} variant="signed" strong /> },
    {
      key: 'balance',
      title: t('ledger.field.balance'),
      align: 'right',
      render: (_: unknown, row) => (
        <Space size={4}>
          <MoneyText value={row.balanceBefore} />
          <ArrowRightOutlined style={{ fontSize: 11, opacity: 0.6 }} />
          <MoneyText value={row.balanceAfter} />
        </Space>
      ),
    },
    {
      key: 'refNo',
      title: t('ledger.field.refNo'),
      render: (_: unknown, row) =>
        onOpenTask && row.refType === 'task' && row.refId ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenTask(row.refId as number)} aria-label={t('ledger.openTask', { no: documentOf(row) })}>
            {documentOf(row)}
          </Button>
        ) : (
          documentOf(row) || '-'
        ),
    },
    { key: 'operator', dataIndex: 'operator', title: t('ledger.field.operator'), width: 110, render: (v: string) => v || '-' },
    {
      key: 'remark',
      dataIndex: 'remark',
      title: t('ledger.field.remark'),
      ellipsis: { showTitle: false },
      render: (v: string) => (v ? <Typography.Text ellipsis={{ tooltip: v }}>{v}</Typography.Text> : '-'),
    },
  ];
  return <Table<FundRow> rowKey="fundId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
