import { type FundRow, Perm, fundEndpoints } from '@ceping/contract';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import DictTag from '../../../components/DictTag.tsx';
import ListTable from '../../../components/list/ListTable.tsx';
import ListToolbar from '../../../components/list/ListToolbar.tsx';
import { useListPage } from '../../../components/list/useListPage.ts';
import MoneyText from '../../../components/MoneyText.tsx';
import Pagination from '../../../components/Pagination.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useDict } from '../../../hooks/useDict.ts';
import { useOncePer } from '../../../hooks/useOncePer.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';
import { OrderDetailDialog } from '../../order/index.ts';
import { TaskDetailDialog } from '../../task/index.ts';
import { exportFund, fundSummary, listFund } from '../api.ts';
import { buildLedgerQuery, type LedgerSearchValues, ledgerFilters } from './ledgerQuery.ts';
import LedgerSearchForm from './LedgerSearchForm.tsx';
import LedgerSummary from './LedgerSummary.tsx';
import { endpointKey } from '../../../api/endpoint.ts';

const INITIAL: LedgerSearchValues = {};

/** The document a row belongs to: its number, else "type #id". */
function documentOf(row: Pick<FundRow, 'refNo' | 'refType' | 'refId'>): string {
  if (row.refNo) return row.refNo;
  if (row.refType && row.refId) return `${row.refType} #${row.refId}`;
  return '';
}

interface Props {
  /** A seller's own ledger: no account filter or column (the server answers its rows only anyway). */
  ownOnly?: boolean;
}

/** The ledger with filters, a summary of everything matching, the paged rows and an xlsx export. */
export default function LedgerView({ ownOnly = false }: Props) {
  const { t } = useTranslation('finance');
  const dict = useDict('fund_type');
  const build = useMemo(() => buildLedgerQuery(ownOnly), [ownOnly]);
  const list = useListPage({
    key: [...endpointKey(fundEndpoints.list), { ownOnly }],
    rowKey: 'fundId',
    buildQuery: build,
    fetch: listFund,
    initialSearch: INITIAL,
    selectable: false,
  });
  const filters = useMemo(() => ledgerFilters(list.state.search, ownOnly), [list.state.search, ownOnly]);
  const summary = useQuery({ queryKey: endpointKey(fundEndpoints.summary, { query: filters }), queryFn: async () => (await fundSummary(filters)).data });
  const [exporting, setExporting] = useState(false);
  const [taskId, setTaskId] = useState<number | null>(null);
  const auth = useAuth();
  const canOpenTask = auth.hasPermi(Perm.task.query);
  const [orderId, setOrderId] = useState<number | null>(null);
  const canOpenOrder = auth.hasPermi(Perm.orders.query);
  // `?refNo=` (a link from an order's money block) filters the ledger on that document once per value.
  const [params] = useSearchParams();
  useOncePer(params.get('refNo'), (refNo) => {
    list.form.setFieldsValue({ refNo });
    list.search({ ...list.state.search, refNo });
  });

  const reload = () => {
    list.reload();
    void summary.refetch();
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportFund(filters);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<FundRow> = [
    { key: 'createTime', dataIndex: 'createTime', title: t('ledger.field.createTime'), width: 160, render: (v: string | null) => parseTime(v) },
    ...(ownOnly
      ? []
      : [
          {
            key: 'user',
            title: t('ledger.field.user'),
            width: 140,
            ellipsis: true,
            render: (_: unknown, row: FundRow) => sellerLabel({ userId: row.userId, userName: row.userName, nickName: row.nickName }),
          },
        ]),
    {
      key: 'type',
      dataIndex: 'type',
      title: t('ledger.field.type'),
      width: 110,
      render: (v: number) => <DictTag options={dict.fund_type} value={String(v)} />,
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('ledger.field.amount'),
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} variant="signed" strong />,
    },
    {
      key: 'balance',
      title: t('ledger.field.balance'),
      width: 210,
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
      width: 170,
      ellipsis: true,
      render: (_: unknown, row) =>
        canOpenOrder && row.refType === 'order' && row.refId ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setOrderId(row.refId)}
            aria-label={t('ledger.openOrder', { no: documentOf(row) })}
          >
            {documentOf(row)}
          </Button>
        ) : canOpenTask && row.refType === 'task' && row.refId ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setTaskId(row.refId)}
            aria-label={t('ledger.openTask', { no: documentOf(row) })}
          >
            {documentOf(row)}
          </Button>
        ) : (
          documentOf(row) || '-'
        ),
    },
    { key: 'operator', dataIndex: 'operator', title: t('ledger.field.operator'), width: 100, ellipsis: true, render: (v: string) => v || '-' },
    { key: 'remark', dataIndex: 'remark', title: t('ledger.field.remark'), ellipsis: true, render: (v: string) => v || '-' },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <LedgerSearchForm {...list.searchProps} withUser={!ownOnly} typeOptions={dict.fund_type} />
        <LedgerSummary summary={summary.data} loading={summary.isLoading} />
        <ListToolbar perms={{ export: Perm.fund.export }} {...list.toolbarProps} onRefresh={reload} onExport={() => void exportAll()} exporting={exporting} />
        <ListTable<FundRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      {/* A task's ledger rows open its cost breakdown only (the detail dialog's `show` mode). */}
      <TaskDetailDialog taskId={taskId} open={taskId !== null} show onClose={() => setTaskId(null)} />
      <OrderDetailDialog orderId={orderId} open={orderId !== null} onClose={() => setOrderId(null)} />
    </div>
  );
}
