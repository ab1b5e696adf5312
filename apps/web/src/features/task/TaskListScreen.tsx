import { Perm, type TaskRow } from '@ceping/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Auth from '../../components/Auth.tsx';
import Pagination from '../../components/Pagination.tsx';
import TaskDetailDialog from './detail/TaskDetailDialog.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { useColumnToggle } from '../../components/list/useColumnToggle.ts';
import DistributeDialog from './DistributeDialog.tsx';
import RejectDialog from './RejectDialog.tsx';
import TaskSearchForm from './TaskSearchForm.tsx';
import TaskTable, { TASK_COLUMN_KEYS } from './TaskTable.tsx';
import type { TaskSearchValues } from './taskQuery.ts';
import type { TaskAction } from './taskRules.ts';
import { useTaskActions } from './useTaskActions.tsx';
import { useTaskList } from './useTaskList.ts';
import { useTaskPaths } from './useTaskPaths.ts';
import { useTaskViewer } from './useTaskViewer.ts';

export interface TaskListScreenProps {
  /** `seller`: own and sub-accounts' tasks with a publish button; `admin`: every task with a seller filter. */
  scope: 'seller' | 'admin';
  /** Filters applied on top of the search form (e.g. a workbench tab). */
  fixed?: TaskSearchValues;
  /** Only these row actions. */
  onlyActions?: readonly TaskAction[];
  /** Shown above the filters. */
  header?: ReactNode;
}

const SELLER_COLUMNS = TASK_COLUMN_KEYS.filter((k) => k !== 'seller' && k !== 'staff');

/** A task list with filters, row actions by state and role, and the detail dialog. */
export default function TaskListScreen({ scope, fixed = {}, onlyActions, header }: TaskListScreenProps) {
  const { t } = useTranslation(['task', 'common']);
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const dict = useDict('task_status', 'platform');
  const viewer = useTaskViewer();
  const auth = useAuth();
  const list = useTaskList(fixed, JSON.stringify(fixed));
  const [showSearch, setShowSearch] = useState(true);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<TaskRow | null>(null);
  const [distributing, setDistributing] = useState<TaskRow | null>(null);
  const cols = useColumnToggle(scope === 'seller' ? SELLER_COLUMNS : TASK_COLUMN_KEYS, (key) => t(`column.${key}`));
  const actions = useTaskActions({ onReject: setRejecting, onDistribute: setDistributing });

  const publish = (
    <Auth perm={Perm.task.add}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.publish())}>
        {t('action.publish')}
      </Button>
    </Auth>
  );

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        {header}
        <TaskSearchForm
          hidden={!showSearch}
          statusOptions={dict.task_status}
          platformOptions={dict.platform}
          withSeller={scope === 'admin' && auth.hasPermi(Perm.customer.list)}
          hideStatus={fixed.status !== undefined}
          onSearch={list.search}
          onReset={list.reset}
        />
        <ListToolbar
          perms={{}}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.refresh()}
          columns={cols.columns}
          onColumnsChange={cols.onColumnsChange}
          extra={scope === 'seller' ? publish : null}
        />
        <TaskTable
          rows={list.rows}
          loading={list.loading}
          visibleColumns={cols.visible}
          statusOptions={dict.task_status}
          platformOptions={dict.platform}
          viewer={viewer}
          onlyActions={onlyActions}
          onOpen={(row) => setDetailId(row.taskId)}
          onAction={actions.run}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <TaskDetailDialog taskId={detailId} open={detailId !== null} onClose={() => setDetailId(null)} />
      <RejectDialog
        task={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void actions.refreshAfter('reject');
        }}
      />
      <DistributeDialog
        task={distributing}
        onClose={() => setDistributing(null)}
        onDone={() => {
          setDistributing(null);
          void actions.refreshAfter('distribute');
        }}
      />
    </div>
  );
}
