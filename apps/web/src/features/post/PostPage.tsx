import { Perm, postEndpoints, type SysPost } from '@ceping/contract';
import { Card, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { delPost, exportPost, listPost, type PostListParams } from './api.ts';
import PostFormDialog from './components/PostFormDialog.tsx';

interface PostSearchValues {
  postCode?: string;
  postName?: string;
  status?: '0' | '1';
}

const INITIAL: PostSearchValues = {};
const COLUMN_KEYS = ['postId', 'postCode', 'postName', 'postSort', 'status', 'createTime'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<PostSearchValues>): PostListParams {
  return { pageNum, pageSize, postCode: textFilter(search.postCode), postName: textFilter(search.postName), status: search.status };
}

/** System → Posts: RuoYi's canonical list page (search, add / edit / delete, export). */
export default function PostPage() {
  const { t } = useTranslation(['post', 'common']);
  const dict = useDict('sys_normal_disable');
  const label = (key: string) => t(`field.${key}`);
  const list = useListPage({
    key: endpointKey(postEndpoints.list),
    rowKey: 'postId',
    buildQuery,
    fetch: listPost,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: SysPost[]) => t('confirm.delete', { ids: rows.map((r) => r.postId).join(',') }), run: delPost },
  });
  const [editing, setEditing] = useState<{ row?: SysPost } | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      await exportPost(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<SysPost> = [
    { key: 'postId', dataIndex: 'postId', title: label('postId'), width: 100, align: 'center' },
    { key: 'postCode', dataIndex: 'postCode', title: label('postCode'), ellipsis: true },
    { key: 'postName', dataIndex: 'postName', title: label('postName'), ellipsis: true },
    { key: 'postSort', dataIndex: 'postSort', title: label('postSort'), width: 100, align: 'center' },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 180, align: 'center', render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: label('operation'),
      align: 'center',
      width: 160,
      fixed: 'end',
      render: (_: unknown, row) => <RowActions perms={Perm.post} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />,
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps} name="postQuery">
          <Form.Item name="postCode" label={label('postCode')}>
            <Input placeholder={t('placeholder.postCode')} allowClear maxLength={64} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="postName" label={label('postName')}>
            <Input placeholder={t('placeholder.postName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.post}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
        />
        <ListTable<SysPost> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <PostFormDialog
        editing={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </div>
  );
}
