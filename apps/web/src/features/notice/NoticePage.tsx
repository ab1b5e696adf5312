import { type SysNotice, Perm } from '@ceping/contract';
import { TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeTopKey } from '../../api/system/notice.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import NoticeDetail from '../../components/NoticeDetail.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { type NoticeListParams, delNotice, listNotice, noticeListKey } from './api.ts';
import NoticeFormDialog from './NoticeFormDialog.tsx';
import ReadUsersDialog from './ReadUsersDialog.tsx';

interface Search {
  noticeTitle?: string;
  createBy?: string;
  noticeType?: '1' | '2';
}

const INITIAL: Search = {};
const COLUMN_KEYS = ['noticeId', 'noticeTitle', 'noticeType', 'status', 'siteId', 'createBy', 'createTime'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<Search>): NoticeListParams {
  return { pageNum, pageSize, noticeTitle: textFilter(search.noticeTitle), createBy: textFilter(search.createBy), noticeType: search.noticeType };
}

/** System → Notices: notices and announcements, their readers, and the rich text editor. */
export default function NoticePage() {
  const { t } = useTranslation(['sysadmin', 'common']);
  const queryClient = useQueryClient();
  const dict = useDict('sys_notice_type', 'sys_notice_status');
  const label = (key: string) => t(`notice.field.${key}`);
  // the navbar's bell reads the same notices: a change shows there at once
  const changed = () => queryClient.invalidateQueries({ queryKey: noticeTopKey });
  const list = useListPage({
    key: noticeListKey,
    rowKey: 'noticeId',
    buildQuery,
    fetch: listNotice,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: {
      confirmText: (rows: SysNotice[]) => t('notice.confirmDelete', { ids: rows.map((r) => r.noticeId).join(',') }),
      run: async (ids) => {
        const res = await delNotice(ids);
        await changed();
        return res;
      },
    },
  });
  const [editing, setEditing] = useState<{ row?: SysNotice } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [readers, setReaders] = useState<SysNotice | null>(null);

  const columns: TableColumnsType<SysNotice> = [
    { key: 'noticeId', dataIndex: 'noticeId', title: label('noticeId'), width: 80, align: 'center' },
    {
      key: 'noticeTitle',
      dataIndex: 'noticeTitle',
      title: label('noticeTitle'),
      ellipsis: true,
      render: (v: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.noticeId)}>
          {v}
        </Button>
      ),
    },
    {
      key: 'noticeType',
      dataIndex: 'noticeType',
      title: label('noticeType'),
      width: 110,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_notice_type} value={v} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_notice_status} value={v} />,
    },
    {
      key: 'siteId',
      dataIndex: 'siteId',
      title: label('siteId'),
      width: 110,
      align: 'center',
      render: (v: number | null) => (v === null ? t('notice.allSites') : v),
    },
    { key: 'createBy', dataIndex: 'createBy', title: label('createBy'), width: 120, ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 120, render: (v: string | null) => parseTime(v, '{y}-{m}-{d}') },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 250,
      fixed: 'end',
      render: (_: unknown, row) => (
        <RowActions
          perms={Perm.notice}
          before={
            <Auth perm={Perm.notice.list}>
              <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setReaders(row)}>
                {t('notice.readers')}
              </Button>
            </Auth>
          }
          onEdit={() => setEditing({ row })}
          onDelete={() => list.removeRows([row])}
        />
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="noticeTitle" label={label('noticeTitle')}>
            <Input placeholder={t('notice.placeholder.noticeTitle')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="createBy" label={label('createBy')}>
            <Input placeholder={t('notice.placeholder.createBy')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="noticeType" label={label('noticeType')}>
            <Select placeholder={t('notice.placeholder.noticeType')} allowClear options={dictSelectOptions(dict.sys_notice_type)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.notice}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
        />
        <ListTable<SysNotice> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <NoticeFormDialog
        editing={editing}
        typeOptions={dict.sys_notice_type}
        statusOptions={dict.sys_notice_status}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
          void changed();
        }}
      />
      <NoticeDetail noticeId={viewing} onClose={() => setViewing(null)} />
      <ReadUsersDialog notice={readers} onClose={() => setReaders(null)} />
    </div>
  );
}
