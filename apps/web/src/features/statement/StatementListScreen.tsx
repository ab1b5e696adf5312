import { CheckCircleOutlined, CloseCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Perm, type StatementRow, statementEndpoints } from '@ceping/contract';
import { Button, Card, DatePicker, Form, Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { type StatementListParams, exportStatements, listStatement } from './api.ts';
import GenerateDialog from './components/GenerateDialog.tsx';
import StatementDrawer from './components/StatementDrawer.tsx';
import { type StatementSide, useStatementActions } from './components/useStatementActions.tsx';

interface Search {
  userName?: string;
  month?: Dayjs | null;
  status?: StatementListParams['status'];
}
const COLUMN_KEYS = ['statementNo', 'userName', 'period', 'status', 'orderCount', 'net', 'ledgerSum', 'mismatch', 'complaintNo'] as const;
const INITIAL: Search = {};

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): StatementListParams {
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    userName: textFilter(search.userName),
    period: search.month ? search.month.format('YYYY-MM') : undefined,
    status: search.status,
  };
}

/**
 * Statements, for finance (`side` finance: every account's; generate a month, settle, export) or a
 * seller account (its own: confirm or dispute, export). The server decides what each caller sees.
 */
export default function StatementListScreen({ side }: { side: StatementSide }) {
  const { t } = useTranslation(['statement', 'common']);
  const dict = useDict('reconcile_status');
  const label = (key: string) => t(`field.${key === 'mismatch' ? 'check' : key}`);
  const list = useListPage({
    key: [...endpointKey(statementEndpoints.list), side],
    rowKey: 'statementId',
    buildQuery,
    fetch: listStatement,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS.filter((k) => side === 'finance' || k !== 'userName'), label },
    selectable: false,
  });
  const [viewing, setViewing] = useState<number | null>(null);
  const [generating, setGenerating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const actions = useStatementActions(side, list.reload);

  const columns: TableColumnsType<StatementRow> = [
    {
      key: 'statementNo',
      dataIndex: 'statementNo',
      title: label('statementNo'),
      width: 150,
      fixed: 'start',
      render: (v: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(row.statementId)}>
          {v}
        </Button>
      ),
    },
    ...(side === 'finance'
      ? [
          {
            key: 'userName',
            title: label('userName'),
            width: 130,
            ellipsis: true,
            render: (_: unknown, row: StatementRow) => (row.nickName && row.nickName !== row.userName ? `${row.userName} (${row.nickName})` : row.userName),
          } as TableColumnsType<StatementRow>[number],
        ]
      : []),
    { key: 'period', dataIndex: 'period', title: label('period'), width: 90, sorter: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 100,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={dict.reconcile_status} value={v} />,
    },
    { key: 'orderCount', dataIndex: 'orderCount', title: label('orderCount'), width: 80, align: 'right' },
    {
      key: 'net',
      dataIndex: 'net',
      title: label('net'),
      width: 120,
      align: 'right',
      sorter: true,
      render: (v: string) => <MoneyText value={v} variant="signed" />,
    },
    {
      key: 'ledgerSum',
      dataIndex: 'ledgerSum',
      title: label('ledgerSum'),
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} variant="signed" />,
    },
    {
      key: 'mismatch',
      dataIndex: 'mismatch',
      title: label('mismatch'),
      width: 100,
      align: 'center',
      render: (bad: boolean) =>
        bad ? (
          <Tag color="error" icon={<CloseCircleOutlined />}>
            {t('check.mismatch')}
          </Tag>
        ) : (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('check.ok')}
          </Tag>
        ),
    },
    { key: 'complaintNo', dataIndex: 'complaintNo', title: label('complaintNo'), ellipsis: true, render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('operation'),
      width: side === 'finance' ? 130 : 210,
      fixed: 'end',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row.statementId)}>
            {t('action.view')}
          </Button>
          {actions.may.confirm(row) ? (
            <Button type="link" size="small" onClick={() => actions.confirm(row)}>
              {t('action.confirm')}
            </Button>
          ) : null}
          {actions.may.dispute(row) ? (
            <Button type="link" size="small" danger onClick={() => actions.dispute(row)}>
              {t('action.dispute')}
            </Button>
          ) : null}
          {actions.may.settle(row) ? (
            <Button type="link" size="small" onClick={() => actions.settle(row)}>
              {t('action.settle')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const doExport = async () => {
    setExporting(true);
    try {
      await exportStatements(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          {side === 'finance' ? (
            <Form.Item name="userName" label={label('userName')}>
              <Input allowClear maxLength={30} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.userName')} />
            </Form.Item>
          ) : null}
          <Form.Item name="month" label={label('period')}>
            <DatePicker picker="month" format="YYYY-MM" style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.period')} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear options={dictSelectOptions(dict.reconcile_status)} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.choose')} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{ export: Perm.statement.export }}
          {...list.toolbarProps}
          onExport={doExport}
          exporting={exporting}
          extra={
            side === 'finance' ? (
              <Auth perm={Perm.statement.generate}>
                <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
                  {t('action.generate')}
                </Button>
              </Auth>
            ) : null
          }
        />
        <ListTable<StatementRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <StatementDrawer id={viewing} side={side} onClose={() => setViewing(null)} onChanged={list.reload} />
      {side === 'finance' ? (
        <GenerateDialog
          open={generating}
          onClose={() => setGenerating(false)}
          onDone={() => {
            setGenerating(false);
            list.reload();
          }}
        />
      ) : null}
      {actions.dialogs}
    </div>
  );
}
