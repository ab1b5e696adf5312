import { type DebtRow, Perm, debtEndpoints } from '@ceping/contract';
import { Button, Card, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { parseTime } from '../../utils/format.ts';
import { SiteSelect } from '../site/index.ts';
import { type DebtListParams, listDebt } from './api.ts';
import DebtCausesDialog from './DebtCausesDialog.tsx';
import WriteOffDialog from './WriteOffDialog.tsx';

interface Search {
  userName?: string;
  siteId?: number;
}
const COLUMN_KEYS = ['userName', 'nickName', 'siteName', 'debt', 'since', 'daysOutstanding'] as const;

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): DebtListParams {
  return { pageNum, pageSize, orderByColumn, isAsc, userName: textFilter(search.userName), siteId: search.siteId };
}

/** Finance → Debts: sellers whose balance is below zero, since when, why; write-off by an admin. */
export default function DebtPage() {
  const { t } = useTranslation(['money', 'common']);
  const label = (key: string) => t(`debt.field.${key}`);
  const list = useListPage({
    key: endpointKey(debtEndpoints.list),
    rowKey: 'userId',
    buildQuery,
    fetch: listDebt,
    initialSearch: {},
    columns: { keys: COLUMN_KEYS, label },
    selectable: false,
  });
  const [causes, setCauses] = useState<DebtRow | null>(null);
  const [writingOff, setWritingOff] = useState<DebtRow | null>(null);

  const columns: TableColumnsType<DebtRow> = [
    { key: 'userName', dataIndex: 'userName', title: label('userName'), width: 140, ellipsis: true },
    { key: 'nickName', dataIndex: 'nickName', title: label('nickName'), ellipsis: true },
    { key: 'siteName', dataIndex: 'siteName', title: label('siteName'), width: 160, ellipsis: true },
    { key: 'debt', dataIndex: 'debt', title: label('debt'), width: 140, align: 'right', render: (v: string) => <MoneyText value={`-${v}`} strong /> },
    { key: 'since', dataIndex: 'since', title: label('since'), width: 170, render: (v: string | null) => parseTime(v) },
    { key: 'daysOutstanding', dataIndex: 'daysOutstanding', title: label('daysOutstanding'), width: 120, align: 'right' },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 170,
      fixed: 'end',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth perm={Perm.debt.query}>
            <Button type="link" size="small" onClick={() => setCauses(row)}>
              {t('debt.causes')}
            </Button>
          </Auth>
          <Auth perm={Perm.debt.writeOff}>
            <Button type="link" size="small" danger onClick={() => setWritingOff(row)}>
              {t('debt.writeOff')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="userName" label={label('userName')}>
            <Input allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="siteId" label={label('siteName')}>
            <SiteSelect style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<DebtRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <DebtCausesDialog row={causes} onClose={() => setCauses(null)} />
      <WriteOffDialog
        row={writingOff}
        onClose={() => setWritingOff(null)}
        onDone={() => {
          setWritingOff(null);
          list.reload();
        }}
      />
    </div>
  );
}
