import { type ComplaintRow, complaintEndpoints, Perm } from '@ceping/contract';
import { Button, Card, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import { dateTimeColumn, pairedTitles, Stacked } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { type ComplaintListParams, listComplaint } from './api.ts';
import ComplaintDrawer from './components/ComplaintDrawer.tsx';
import OpenComplaintDialog from './components/OpenComplaintDialog.tsx';

interface Search {
  complaintNo?: string;
  userName?: string;
  complaintType?: ComplaintListParams['complaintType'];
  status?: ComplaintListParams['status'];
}
const COLUMN_KEYS = ['complaintNo', 'userName', 'content', 'complaintType', 'status', 'handleBy', 'compensation', 'createTime'] as const;
/** The complaint's text over what it is about (header and cells on two lines). */
const SECOND: Record<string, string> = { content: 'target' };
const INITIAL: Search = {};

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): ComplaintListParams {
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    complaintNo: textFilter(search.complaintNo),
    userName: textFilter(search.userName),
    complaintType: search.complaintType,
    status: search.status,
  };
}

/**
 * Complaints, for the platform (`side` staff: every seller's, take / resolve / reject) or a seller
 * (its own: open, reply, reopen or confirm). The server decides what each caller sees.
 */
export default function ComplaintListScreen({ side }: { side: 'staff' | 'seller' }) {
  const { t } = useTranslation(['complaint', 'common']);
  const dict = useDict('complaint_type', 'complaint_status');
  const label = (key: string) => t(`field.${key}`);
  const titles = pairedTitles(label, SECOND);
  const list = useListPage({
    key: endpointKey(complaintEndpoints.list),
    rowKey: 'complaintId',
    buildQuery,
    fetch: listComplaint,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS.filter((k) => side === 'staff' || k !== 'userName'), label: titles.label },
    selectable: false,
  });
  const [viewing, setViewing] = useState<number | null>(null);
  const [opening, setOpening] = useState(false);

  const columns: TableColumnsType<ComplaintRow> = [
    {
      key: 'complaintNo',
      dataIndex: 'complaintNo',
      title: label('complaintNo'),
      width: 150,
      fixed: 'start',
      render: (v: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.complaintId)}>
          {v}
        </Button>
      ),
    },
    ...(side === 'staff' ? [{ key: 'userName', dataIndex: 'userName', title: label('userName'), width: 110, ellipsis: true } as const] : []),
    // what was said over what it is about: the column takes the room left
    {
      key: 'content',
      title: titles.title('content'),
      render: (_: unknown, row) => (
        <Stacked
          top={row.content}
          bottom={
            row.statementId
              ? `${t('target.statement')} ${row.statementNo}`
              : row.orderId
                ? `${t('target.order')} ${row.orderNo || `#${row.orderId}`}`
                : `${t('target.task')} ${row.taskNo}`
          }
        />
      ),
    },
    {
      key: 'complaintType',
      dataIndex: 'complaintType',
      title: label('complaintType'),
      width: 96,
      align: 'center',
      render: (v: string) => <DictTag options={dict.complaint_type} value={v} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 96,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={dict.complaint_status} value={v} />,
    },
    { key: 'handleBy', dataIndex: 'handleBy', title: label('handleBy'), width: 100, ellipsis: true, render: (v: string) => v || '-' },
    {
      key: 'compensation',
      dataIndex: 'compensation',
      title: label('compensation'),
      width: 116,
      align: 'right',
      render: (v: string | null) => <MoneyText value={v} />,
    },
    dateTimeColumn<ComplaintRow>('createTime', label('createTime'), { sorter: true }),
    {
      key: 'actions',
      title: t('operation'),
      width: 90,
      align: 'center',
      fixed: 'end',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.complaintId)}>
          {t('action.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="complaintNo" label={label('complaintNo')}>
            <Input allowClear maxLength={32} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.complaintNo')} />
          </Form.Item>
          {side === 'staff' ? (
            <Form.Item name="userName" label={label('userName')}>
              <Input allowClear maxLength={30} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.userName')} />
            </Form.Item>
          ) : null}
          <Form.Item name="complaintType" label={label('complaintType')}>
            <Select allowClear options={dictSelectOptions(dict.complaint_type)} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.choose')} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear options={dictSelectOptions(dict.complaint_status)} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.choose')} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{ add: side === 'seller' ? Perm.complaint.add : undefined }}
          {...list.toolbarProps}
          onAdd={side === 'seller' ? () => setOpening(true) : undefined}
        />
        <ListTable<ComplaintRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <ComplaintDrawer id={viewing} side={side} onClose={() => setViewing(null)} onChanged={list.reload} />
      {side === 'seller' ? (
        <OpenComplaintDialog
          open={opening}
          onClose={() => setOpening(false)}
          onDone={() => {
            setOpening(false);
            list.reload();
          }}
        />
      ) : null}
    </div>
  );
}
