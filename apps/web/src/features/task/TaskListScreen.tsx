import { Perm, type TaskRow, taskEndpoints } from '@ceping/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Auth from '../../components/Auth.tsx';
import Pagination from '../../components/Pagination.tsx';
import TaskDetailDialog from './detail/TaskDetailDialog.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { listTask } from './api.ts';
import DistributeDialog from './DistributeDialog.tsx';
import RejectDialog from './RejectDialog.tsx';
import TaskSearchForm from './TaskSearchForm.tsx';
import TaskTable, { TASK_COLUMN_KEYS } from './TaskTable.tsx';
import { buildTaskQuery, type TaskSearchValues } from './taskQuery.ts';
import type { TaskAction } from './taskRules.ts';
import { useTaskActions } from './useTaskActions.tsx';
import { useTaskPaths } from './useTaskPaths.ts';
import { useTaskViewer } from './useTaskViewer.ts';
import { endpointKey } from '../../api/endpoint.ts';

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

const EMPTY: TaskSearchValues = {};
const SELLER_COLUMNS = TASK_COLUMN_KEYS.filter((k) => k !== 'seller' && k !== 'staff');

/** A task list with filters, row actions by state and role, and the detail dialog. */
export default function TaskListScreen({ scope, fixed = {}, onlyActions, header }: TaskListScreenProps) {
  const { t } = useTranslation(['task', 'common']);
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const dict = useDict('task_status', 'platform');
  const viewer = useTaskViewer();
  const auth = useAuth();
  const columnKeys = scope === 'seller' ? SELLER_COLUMNS : TASK_COLUMN_KEYS;
  const fixedKey = JSON.stringify(fixed);
  // `fixed` filters (e.g. the workbench tab) are merged into every search; compared by fixedKey
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const buildQuery = useCallback(
    (state: Parameters<typeof buildTaskQuery>[0]) => buildTaskQuery({ ...state, search: { ...state.search, ...fixed } }),
    [fixedKey],
  );
  const list = useListPage({
    key: endpointKey(taskEndpoints.list),
    rowKey: 'taskId',
    buildQuery,
    fetch: listTask,
    initialSearch: EMPTY,
    columns: { keys: columnKeys, label: (key) => t(`column.${key}`) },
    selectable: false,
  });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<TaskRow | null>(null);
  const [distributing, setDistributing] = useState<TaskRow | null>(null);
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
          {...list.searchProps}
          statusOptions={dict.task_status}
          platformOptions={dict.platform}
          withSeller={scope === 'admin' && auth.hasPermi(Perm.customer.list)}
          hideStatus={fixed.status !== undefined}
        />
        <ListToolbar perms={{}} {...list.toolbarProps} extra={scope === 'seller' ? publish : null} />
        <TaskTable
          {...list.tableProps}
          keys={columnKeys}
          statusOptions={dict.task_status}
          platformOptions={dict.platform}
          viewer={viewer}
          onlyActions={onlyActions}
          onOpen={(row) => setDetailId(row.taskId)}
          onAction={actions.run}
        />
        <Pagination {...list.paginationProps} />
      </Card>
      <TaskDetailDialog taskId={detailId} open={detailId !== null} onClose={() => setDetailId(null)} />
      <RejectDialog
        task={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void actions.refreshAfter();
        }}
      />
      <DistributeDialog
        task={distributing}
        onClose={() => setDistributing(null)}
        onDone={() => {
          setDistributing(null);
          void actions.refreshAfter();
        }}
      />
    </div>
  );
}
