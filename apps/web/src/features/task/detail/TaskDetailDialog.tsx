import { Perm } from '@ceping/contract';
import { Alert, Button, Modal, Skeleton, Tabs, type TabsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useUserStore } from '../../../stores/user.ts';
import { TaskOrders } from '../../order/index.ts';
import BasicInfoTab from './BasicInfoTab.tsx';
import BehaviourTab from './BehaviourTab.tsx';
import CostTab from './CostTab.tsx';
import EntryTab from './EntryTab.tsx';
import ProductsTab from './ProductsTab.tsx';
import ServicesTab from './ServicesTab.tsx';
import { useTaskDetail } from './useTaskDetail.ts';

export interface TaskDetailDialogProps {
  taskId: number | null | undefined;
  open: boolean;
  onClose: () => void;
  /**
   * Only the cost breakdown is shown (every other tab is hidden). Left out, it is spec §6's default
   * for the user: sellers (roles `common`, `zi`) open on the cost breakdown alone and may show every
   * tab with a button; everyone else sees every tab.
   */
  show?: boolean;
}

export type TaskDetailTab = 'basic' | 'entry' | 'behaviour' | 'services' | 'products' | 'cost' | 'orders';

/**
 * The task detail dialog (spec §2 Dialogs), opened by task id. Sellers (roles `common`, `zi`) open on
 * the cost tab alone (with a button to show the other tabs); staff (role `service`) may correct sku, the entry-method note and their own remark in place.
 */
export default function TaskDetailDialog({ taskId, open, onClose, show }: TaskDetailDialogProps) {
  const { t } = useTranslation(['task', 'common']);
  const detail = useTaskDetail(taskId, open);
  const auth = useAuth();
  const roles = useUserStore((s) => s.roles);
  const staff = auth.hasRole('service');
  const staffEdit = staff && auth.hasPermi(Perm.task.edit);
  const canListOrders = auth.hasPermi(Perm.orders.list);
  const task = detail.data;
  const seller = roles.includes('common') || roles.includes('zi');
  // the task whose every tab the seller asked to see (forgotten when the dialog closes)
  const [expandedFor, setExpandedFor] = useState<number | null>(null);
  const costOnly = show ?? (seller && (task === undefined || expandedFor !== task.taskId));
  const canExpand = show === undefined && costOnly;
  const close = () => {
    setExpandedFor(null);
    onClose();
  };

  const tabs: TabsProps['items'] = task
    ? [
        { key: 'basic', label: t('detail.tab.basic'), children: <BasicInfoTab task={task} staff={staff} staffEdit={staffEdit} /> },
        { key: 'entry', label: t('detail.tab.entry'), children: <EntryTab task={task} staffEdit={staffEdit} /> },
        { key: 'behaviour', label: t('detail.tab.behaviour'), children: <BehaviourTab task={task} /> },
        { key: 'services', label: t('detail.tab.services'), children: <ServicesTab task={task} /> },
        { key: 'products', label: t('detail.tab.products'), children: <ProductsTab task={task} /> },
        { key: 'cost', label: t('detail.tab.cost'), children: <CostTab task={task} /> },
        // The orders placed on the task, each opening the order detail dialog.
        ...(canListOrders ? [{ key: 'orders', label: t('detail.tab.orders'), children: <TaskOrders taskId={task.taskId} /> }] : []),
      ].filter((tab) => !costOnly || tab.key === 'cost')
    : [];
  // Sellers and their sub-accounts open on what the task costs them.
  const defaultTab: TaskDetailTab = costOnly || seller ? 'cost' : 'basic';

  return (
    <Modal
      open={open}
      title={task ? t('detail.titleWithNo', { taskNo: task.taskNo }) : t('detail.title')}
      width={920}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t('common:actions.close')}</Button>}
    >
      {detail.isError ? <Alert type="error" showIcon title={t('detail.loadFailed')} /> : null}
      {detail.isPending && !detail.isError ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {task ? (
        <Tabs
          key={`${task.taskId}-${defaultTab}-${costOnly}`}
          defaultActiveKey={defaultTab}
          items={tabs}
          tabBarExtraContent={
            canExpand ? (
              <Button type="link" size="small" onClick={() => setExpandedFor(task.taskId)}>
                {t('detail.allTabs')}
              </Button>
            ) : null
          }
        />
      ) : null}
    </Modal>
  );
}
