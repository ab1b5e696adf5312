import { type KeywordListRow, Perm, keywordEndpoints } from '@ceping/contract';
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { TaskDetailDialog, useTaskViewer } from '../task/index.ts';
import { type KeywordListParams, listKeyword } from './api.ts';
import KeywordEditDialog from './components/KeywordEditDialog.tsx';
import KeywordSearchForm, { type KeywordSearchValues } from './components/KeywordSearchForm.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: KeywordSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<KeywordSearchValues>): KeywordListParams {
  const query: KeywordListParams = { pageNum, pageSize };
  if (search.taskId) query.taskId = search.taskId;
  const keyword = textFilter(search.keyword);
  if (keyword) query.keyword = keyword;
  return query;
}

/** Business → Keywords: every keyword allocation by task; a pending task's allocation can be changed. */
export default function KeywordPage() {
  const { t } = useTranslation('task');
  const { task_status } = useDict('task_status');
  const viewer = useTaskViewer();
  const list = useListPage({
    key: endpointKey(keywordEndpoints.list),
    rowKey: 'keywordId',
    buildQuery,
    fetch: listKeyword,
    initialSearch: INITIAL,
    selectable: false,
  });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<KeywordListRow | null>(null);
  const canEdit = (row: KeywordListRow) => row.status === '0' && (row.userId === viewer.userId || viewer.admin);

  const columns: TableColumnsType<KeywordListRow> = [
    {
      key: 'taskNo',
      dataIndex: 'taskNo',
      title: t('field.taskNo'),
      width: 170,
      render: (v: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetailId(row.taskId)}>
          {v}
        </Button>
      ),
    },
    { key: 'productTitle', dataIndex: 'productTitle', title: t('field.productTitle'), ellipsis: true, width: 240 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('field.status'),
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={task_status} value={v} />,
    },
    { key: 'keyword', dataIndex: 'keyword', title: t('keyword.keyword'), ellipsis: true },
    { key: 'remark', dataIndex: 'remark', title: t('keyword.remark'), ellipsis: true, render: (v: string) => v || '-' },
    { key: 'quantity', dataIndex: 'quantity', title: t('keyword.quantity'), width: 90, align: 'right' },
    { key: 'taskQuantity', dataIndex: 'taskQuantity', title: t('field.taskQuantity'), width: 110, align: 'right' },
    {
      key: 'actions',
      title: t('list.operation'),
      width: 150,
      render: (_: unknown, row) =>
        canEdit(row) ? (
          <Auth perm={Perm.keyword.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
              {t('keywordList.edit')}
            </Button>
          </Auth>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <KeywordSearchForm {...list.searchProps} />
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<KeywordListRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <TaskDetailDialog taskId={detailId} open={detailId !== null} onClose={() => setDetailId(null)} />
      <KeywordEditDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </div>
  );
}
