import { type OrderDetail, OrderStatus } from '@ceping/contract';
import { Steps, type StepsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/format.ts';

type StepOrder = Pick<OrderDetail, 'orderStatus' | 'acceptTime' | 'shipTime' | 'completeTime' | 'cancelTime' | 'exceptionReason'>;
type Status = NonNullable<StepsProps['status']>;

/**
 * Where the order stands on its three steps (buyer orders → merchant ships → task done): the step in
 * progress, or the one a cancellation or an exception stopped at (shown as an error).
 */
export function stepState(order: StepOrder): { current: number; status: Status } {
  const shipped = Boolean(order.shipTime);
  switch (order.orderStatus) {
    case OrderStatus.ORDERED:
      return { current: 1, status: 'process' };
    case OrderStatus.SHIPPED:
      return { current: 2, status: 'process' };
    case OrderStatus.COMPLETED:
      return { current: 2, status: 'finish' };
    case OrderStatus.CANCELLED:
      return { current: shipped ? 2 : 1, status: 'error' };
    default:
      return { current: shipped ? 2 : 1, status: 'error' };
  }
}

/** The three-step header of the order detail dialog (spec §2 Dialogs). */
export default function OrderSteps({ order }: { order: StepOrder }) {
  const { t } = useTranslation('order');
  const { current, status } = stepState(order);
  const stopped = status === 'error';
  const stopTitle = order.orderStatus === OrderStatus.CANCELLED ? t('steps.cancelled') : t('steps.exception');
  const stopContent = order.orderStatus === OrderStatus.CANCELLED ? parseTime(order.cancelTime) : order.exceptionReason;
  const base = [
    { key: 'ordered', title: t('steps.ordered'), content: parseTime(order.acceptTime) },
    { key: 'shipped', title: t('steps.shipped'), content: parseTime(order.shipTime) || (current === 1 && !stopped ? t('steps.waitShip') : '') },
    { key: 'done', title: t('steps.done'), content: parseTime(order.completeTime) || (current === 2 && !stopped ? t('steps.waitReceipt') : '') },
  ];
  const items = base.map((item, i) => (stopped && i === current ? { ...item, title: stopTitle, content: stopContent } : item));
  return <Steps className="order-steps" current={current} status={status} items={items} size="small" style={{ marginBottom: 16 }} />;
}
