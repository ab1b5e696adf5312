import type { KeywordListRow } from '@ceping/contract';
import { Card } from 'antd';
import { useCallback, useState } from 'react';
import { type KeywordListParams, listKeyword } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { TaskDetailDialog } from '../task/index.ts';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter, usePagedList } from '../../components/list/usePagedList.ts';
import { useTaskViewer } from '../task/index.ts';
import KeywordEditDialog from './components/KeywordEditDialog.tsx';
import KeywordSearchForm, { type KeywordSearchValues } from './components/KeywordSearchForm.tsx';
import KeywordTable from './components/KeywordTable.tsx';

const INITIAL: KeywordSearchValues = {};
const keywordListKey = ['business', 'keyword', 'list'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<KeywordSearchValues>): KeywordListParams {
  const query: KeywordListParams = { pageNum, pageSize };
  if (search.taskId) query.taskId = search.taskId;
  const keyword = textFilter(search.keyword);
  if (keyword) query.keyword = keyword;
  return query;
}

/** Business → Keywords: every keyword allocation by task; a pending task's allocation can be changed. */
export default function KeywordPage() {
  const { task_status } = useDict('task_status');
  const viewer = useTaskViewer();
  const build = useCallback(buildQuery, []);
  const list = usePagedList({ key: keywordListKey, buildQuery: build, fetch: listKeyword, initialSearch: INITIAL });
  const [showSearch, setShowSearch] = useState(true);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<KeywordListRow | null>(null);
  const canEdit = (row: KeywordListRow) => row.status === '0' && (row.userId === viewer.userId || viewer.admin);

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <KeywordSearchForm hidden={!showSearch} onSearch={list.search} onReset={list.reset} />
        <ListToolbar perms={{}} showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={() => void list.refresh()} />
        <KeywordTable rows={list.rows} loading={list.loading} statusOptions={task_status} canEdit={canEdit} onOpenTask={setDetailId} onEdit={setEditing} />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <TaskDetailDialog taskId={detailId} open={detailId !== null} onClose={() => setDetailId(null)} />
      <KeywordEditDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refresh();
        }}
      />
    </div>
  );
}
