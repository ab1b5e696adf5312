import type { PwdStatus } from '@ceping/contract';
import { Card } from 'antd';
import { useCallback, useState } from 'react';
import { listPwdStatus, type PwdListParams } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter, usePagedList } from '../../components/list/usePagedList.ts';
import PwdSearchForm, { type PwdSearchValues } from './components/PwdSearchForm.tsx';
import PwdTable from './components/PwdTable.tsx';
import SetPwdDialog from './components/SetPwdDialog.tsx';

const INITIAL: PwdSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<PwdSearchValues>): PwdListParams {
  return { pageNum, pageSize, userName: textFilter(search.userName), hasPwd: search.hasPwd, roleKey: search.roleKey };
}

/** Finance → Second passwords: which accounts have one; set or reset it. */
export default function PwdPage() {
  const dict = useDict('sys_normal_disable');
  const build = useCallback(buildQuery, []);
  const list = usePagedList({ key: ['business', 'pwd', 'list'], buildQuery: build, fetch: listPwdStatus, initialSearch: INITIAL });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<PwdStatus | null>(null);

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <PwdSearchForm hidden={!showSearch} onSearch={list.search} onReset={list.reset} />
        <ListToolbar perms={{}} showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={() => void list.refresh()} />
        <PwdTable rows={list.rows} loading={list.loading} statusOptions={dict.sys_normal_disable} onSet={setEditing} />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <SetPwdDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refresh();
        }}
      />
    </div>
  );
}
