import type { OrderRow } from '@ceping/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../hooks/useDict.ts';
import { cancelOrder, removeOrders, shipOrder } from './api.ts';
import CompleteDialog from './components/CompleteDialog.tsx';
import ReasonDialog from './components/ReasonDialog.tsx';
import ResolveDialog from './components/ResolveDialog.tsx';
import ReviewDialog from './components/ReviewDialog.tsx';
import SettleDialog from './components/SettleDialog.tsx';
import { useRefreshOrders } from './keys.ts';
import { ORDER_ACTION_PERM, type OrderAction, type OrderViewer } from './orderRules.ts';

const label = (row: Pick<OrderRow, 'orderNo' | 'id'>) => row.orderNo || `#${row.id}`;

/**
 * Runs an order list's row actions: a confirmation for ship / cancel / delete, a dialog for the
 * others (amount paid, reason, review, resolution, settlement); each shows the server's message and
 * refreshes the order queries (and the task queries where the task's quantity or state moves).
 */
export function useOrderActions(statusOptions: DictOption[], viewer: OrderViewer) {
  const { t } = useTranslation(['order', 'common']);
  const { message, modal } = App.useApp();
  const refresh = useRefreshOrders();
  const [completing, setCompleting] = useState<OrderRow | null>(null);
  const [flagging, setFlagging] = useState<OrderRow | null>(null);
  const [resolving, setResolving] = useState<OrderRow | null>(null);
  const [settling, setSettling] = useState<OrderRow | null>(null);
  const [reviewing, setReviewing] = useState<number | null>(null);

  const confirm = (content: string, request: () => Promise<{ msg: string }>, tasks: boolean, danger = false) => {
    modal.confirm({
      title: t('common:messages.prompt'),
      content,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger },
      onOk: async () => {
        try {
          const res = await request();
          message.success(res.msg);
        } catch {
          // shown by the request client
        }
        await refresh(tasks);
      },
    });
  };

  const run = (action: OrderAction, row: OrderRow) => {
    switch (action) {
      case 'ship':
        return confirm(t('confirm.ship', { orderNo: label(row) }), () => shipOrder(row.id), false);
      case 'cancel':
        return confirm(t('confirm.cancel', { orderNo: label(row) }), () => cancelOrder(row.id), true, true);
      case 'remove':
        return confirm(t('confirm.remove', { orderNo: label(row) }), () => removeOrders([row.id]), false, true);
      case 'complete':
        return setCompleting(row);
      case 'exception':
        return setFlagging(row);
      case 'resolve':
        return setResolving(row);
      case 'settle':
        return setSettling(row);
      case 'comment':
        return setReviewing(row.id);
    }
  };

  const done = (tasks: boolean, close: () => void) => () => {
    close();
    void refresh(tasks);
  };

  const dialogs = (
    <>
      <CompleteDialog
        order={completing}
        onClose={() => setCompleting(null)}
        onDone={() => {
          const row = completing;
          done(true, () => setCompleting(null))();
          // "Confirm receipt and review": with no review recorded yet, the review form follows.
          if (row && row.evaluateStatus === '0' && viewer.hasPermi(ORDER_ACTION_PERM.comment)) setReviewing(row.id);
        }}
      />
      <ReasonDialog order={flagging} onClose={() => setFlagging(null)} onDone={done(false, () => setFlagging(null))} />
      <ResolveDialog order={resolving} statusOptions={statusOptions} onClose={() => setResolving(null)} onDone={done(true, () => setResolving(null))} />
      <SettleDialog order={settling} onClose={() => setSettling(null)} onDone={done(false, () => setSettling(null))} />
      <ReviewDialog orderId={reviewing} onClose={() => setReviewing(null)} onDone={() => setReviewing(null)} />
    </>
  );

  return { run, dialogs };
}
