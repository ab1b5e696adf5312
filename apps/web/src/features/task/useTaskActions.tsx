import { Perm, type TaskRow, taskEndpoints } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cancelDistribute, delTask, moveTask, type TaskMove } from './api.ts';
import { yuan } from './detail/costRows.ts';
import { fromCents } from '../../utils/money.ts';
import { endRefund, type TaskAction } from './taskRules.ts';
import { useTaskPaths } from './useTaskPaths.ts';
import { resourceKey } from '../../api/endpoint.ts';

/** The permission string each row action needs (the server checks the same). */
export const ACTION_PERM: Record<TaskAction, string> = {
  approve: Perm.task.audit,
  reject: Perm.task.audit,
  edit: Perm.task.edit,
  resubmit: Perm.task.edit,
  cancel: Perm.task.edit,
  pause: Perm.task.edit,
  resume: Perm.task.edit,
  end: Perm.task.edit,
  distribute: Perm.task.distribute,
  cancelDistribute: Perm.task.distribute,
  remove: Perm.task.remove,
};

export interface TaskActionHandlers {
  /** Opens the reason dialog. */
  onReject: (row: TaskRow) => void;
  /** Opens the staff picker. */
  onDistribute: (row: TaskRow) => void;
}

/**
 * Runs a row action: confirm (with the refund where money comes back) → request → the server's
 * message → refresh of the task queries (the balance follows every money call by itself, api/money.ts).
 */
export function useTaskActions({ onReject, onDistribute }: TaskActionHandlers) {
  const { t } = useTranslation(['task', 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const queryClient = useQueryClient();

  // The balance follows by itself after the money actions (api/money.ts).
  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKey(taskEndpoints.list) });
  };

  const confirm = (action: TaskAction, content: string, run: () => Promise<{ msg: string }>) => {
    modal.confirm({
      title: t('common:messages.prompt'),
      content,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: action === 'end' || action === 'cancel' || action === 'remove' },
      onOk: async () => {
        try {
          const res = await run();
          message.success(res.msg);
          await after();
        } catch {
          // shown by the request client
        }
      },
    });
  };

  const move = (row: TaskRow, name: TaskMove, content: string) => confirm(name, content, () => moveTask(row.taskId, name));

  const run = (action: TaskAction, row: TaskRow) => {
    const no = row.taskNo;
    switch (action) {
      case 'approve':
        return move(row, 'approve', t('confirm.approve', { taskNo: no }));
      case 'reject':
        return onReject(row);
      case 'edit':
        return navigate(paths.publish(`?taskId=${row.taskId}`));
      case 'resubmit':
        return navigate(paths.publish(`?taskId=${row.taskId}&mode=resubmit`));
      case 'cancel':
        return move(row, 'cancel', t('confirm.cancel', { taskNo: no, amount: yuan(row.paidAmount) }));
      case 'pause':
        return move(row, 'pause', t('confirm.pause', { taskNo: no }));
      case 'resume':
        return move(row, 'resume', t('confirm.resume', { taskNo: no }));
      case 'end': {
        const refund = endRefund(row);
        const amount = yuan(refund === null ? '0.00' : fromCents(refund));
        return move(row, 'end', t('confirm.end', { taskNo: no, remain: row.remainQuantity, amount }));
      }
      case 'distribute':
        return onDistribute(row);
      case 'cancelDistribute':
        return confirm(action, t('confirm.cancelDistribute', { taskNo: no, staff: row.staffName ?? '' }), () => cancelDistribute(row.taskId));
      case 'remove':
        return confirm(action, t('confirm.remove', { taskNo: no }), () => delTask(row.taskId));
    }
  };

  return { run, refreshAfter: after };
}
