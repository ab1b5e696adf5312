import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user.ts';
import TaskListScreen from './TaskListScreen.tsx';
import type { TaskSearchValues } from './taskQuery.ts';
import type { TaskAction } from './taskRules.ts';

type Tab = 'review' | 'running' | 'mine';
const WORKBENCH_ACTIONS: readonly TaskAction[] = ['approve', 'reject', 'distribute', 'cancelDistribute'];

/** Business → Task workbench: tasks awaiting review, tasks in progress and the staff member's own tasks. */
export default function TaskServicePage() {
  const { t } = useTranslation('task');
  const userId = useUserStore((s) => s.userId);
  const [tab, setTab] = useState<Tab>('review');
  const fixed: Record<Tab, TaskSearchValues> = {
    review: { status: '0' },
    running: { status: '1' },
    mine: { staffId: userId },
  };
  const header = (
    <Segmented<Tab>
      style={{ marginBottom: 12 }}
      value={tab}
      onChange={setTab}
      options={[
        { value: 'review', label: t('workbench.review') },
        { value: 'running', label: t('workbench.running') },
        { value: 'mine', label: t('workbench.mine') },
      ]}
    />
  );
  return <TaskListScreen key={tab} scope="admin" fixed={fixed[tab]} onlyActions={WORKBENCH_ACTIONS} header={header} />;
}
