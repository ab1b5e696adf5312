import { fundEndpoints } from '@ceping/contract';
import type { FundOverviewRow } from '@ceping/contract';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Card, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { sellerLabel } from '../customer/index.ts';
import { type FundOverviewParams, fundOverview } from './api.ts';
import FundSearchForm, { type FundSearchValues } from './components/FundSearchForm.tsx';
import FundTotals from './components/FundTotals.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: FundSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<FundSearchValues>): FundOverviewParams {
  return { pageNum, pageSize, userName: textFilter(search.userName), consistent: search.consistent, debt: search.debt };
}

/** Finance → Balances: every account's balance next to its ledger sum, with totals. */
export default function FundOverviewPage() {
  const { t } = useTranslation('finance');
  const dict = useDict('sys_normal_disable');
  // The overview answers rows and totals together (`totals` next to `rows`).
  const list = useListPage({
    key: endpointKey(fundEndpoints.overview),
    rowKey: 'userId',
    buildQuery,
    fetch: fundOverview,
    initialSearch: INITIAL,
    selectable: false,
  });

  const money = (v: string) => <MoneyText value={v} />;
  const columns: TableColumnsType<FundOverviewRow> = [
    { key: 'userId', dataIndex: 'userId', title: t('customer.field.userId'), width: 80, align: 'center' },
    { key: 'user', title: t('fund.field.user'), ellipsis: true, render: (_: unknown, row) => sellerLabel(row) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('customer.field.status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
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

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <FundSearchForm {...list.searchProps} />
        <FundTotals totals={list.data?.totals} loading={list.data === undefined && list.loading} />
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<FundOverviewRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
    </div>
  );
}
