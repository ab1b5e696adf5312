import type { OrderTotalRow, OrderTotals } from '@ceping/contract';
import { Card, DatePicker, Form, Segmented, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import type { PagedState } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { type OrderTotalParams, orderTotals } from './api.ts';
import { ordersKey } from './keys.ts';

type GroupBy = 'day' | 'task';
interface TotalSearch {
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}
const INITIAL: TotalSearch = {};
const DAY = 'YYYY-MM-DD';
const COUNTS = ['orders', 'open', 'completed', 'cancelled'] as const;
const SUMS = ['totalPrice', 'actualPrincipal', 'settleDiff'] as const;

const queryOf =
  (groupBy: GroupBy) =>
  ({ search, pageNum, pageSize }: PagedState<TotalSearch>): OrderTotalParams => {
    const [begin, end] = search.dateRange ?? [];
    return { pageNum, pageSize, groupBy, ...(begin && end ? { beginTime: begin.format(DAY), endTime: end.format(DAY) } : {}) };
  };
const BY_DAY = queryOf('day');
const BY_TASK = queryOf('task');

/** Seller centre → Order totals: orders and their sums per day or per task over a date range (default the last 30 days), with the totals of the whole range. */
export default function TotalListPage() {
  const { t } = useTranslation(['order', 'common']);
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  const list = useListPage({
    key: [...ordersKey, 'total', groupBy],
    rowKey: 'key',
    buildQuery: groupBy === 'day' ? BY_DAY : BY_TASK,
    fetch: orderTotals,
    initialSearch: INITIAL,
    selectable: false,
  });
  const totals: OrderTotals | undefined = list.data?.totals;

  const columns: TableColumnsType<OrderTotalRow> = [
    groupBy === 'day'
      ? { key: 'day', dataIndex: 'day', title: t('total.day'), width: 130 }
      : {
          key: 'task',
          title: t('total.task'),
          render: (_: unknown, row) => (
            <div>
              <span>{row.taskNo}</span>
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                {row.productTitle}
              </Typography.Text>
            </div>
          ),
        },
    ...COUNTS.map((k) => ({ key: k, dataIndex: k, title: t(`total.${k}`), width: 100, align: 'right' as const })),
    ...SUMS.map((k) => ({
      key: k,
      dataIndex: k,
      title: t(`total.${k}`),
      width: 140,
      align: 'right' as const,
      render: (v: string) => <MoneyText value={v} variant={k === 'settleDiff' ? 'signed' : 'balance'} />,
    })),
  ];

  const summary = () =>
    totals ? (
      <Table.Summary fixed>
        <Table.Summary.Row className="order-totals-row">
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('total.sum')}</Typography.Text>
          </Table.Summary.Cell>
          {COUNTS.map((k, i) => (
            <Table.Summary.Cell key={k} index={i + 1} align="right">
              <Typography.Text strong>{totals[k]}</Typography.Text>
            </Table.Summary.Cell>
          ))}
          {SUMS.map((k, i) => (
            <Table.Summary.Cell key={k} index={i + 1 + COUNTS.length} align="right">
              <MoneyText value={totals[k]} variant={k === 'settleDiff' ? 'signed' : 'balance'} strong />
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    ) : null;

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <Segmented<GroupBy>
          style={{ marginBottom: 12 }}
          value={groupBy}
          onChange={setGroupBy}
          options={[
            { value: 'day', label: t('total.byDay') },
            { value: 'task', label: t('total.byTask') },
          ]}
        />
        <SearchForm<TotalSearch> {...list.searchProps}>
          <Form.Item name="dateRange" label={t('total.range')} extra={t('total.rangeHelp')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<OrderTotalRow> {...list.tableProps} columns={columns} summary={summary} />
        <Pagination {...list.paginationProps} />
      </Card>
    </div>
  );
}
