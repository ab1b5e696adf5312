import { type OrderActionName, type OrderDetail, type OrderRow, Perm, type TaskActor, mayTakeOrderAction } from '@ceping/contract';

/** Row actions of the order lists, in display order (the first ones are links, the rest go under "more"). */
export const ORDER_ACTIONS = [
  'ship',
  'complete',
  'comment',
  'exception',
  'cancel',
  'resolve',
  'settle',
  'remove',
] as const satisfies readonly OrderActionName[];
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The permission string each action needs (the server checks the same). */
export const ORDER_ACTION_PERM: Record<OrderAction | 'add' | 'edit', string> = {
  add: Perm.orders.add,
  edit: Perm.orders.edit,
  ship: Perm.orders.ship,
  complete: Perm.orders.complete,
  comment: Perm.orders.comment,
  exception: Perm.orders.exception,
  cancel: Perm.orders.cancel,
  resolve: Perm.orders.resolve,
  settle: Perm.orders.settle,
  remove: Perm.orders.remove,
};

/** Who is looking: `roles` as getInfo gave them, `hasPermi` the permission check of the session. */
export interface OrderViewer extends TaskActor {
  roles: readonly string[];
  hasPermi: (perm: string) => boolean;
}

type ActionOrder = Pick<OrderRow, 'userId' | 'orderStatus' | 'shipTime' | 'settleStatus' | 'readOnly'>;

/** Whether `viewer` may take `action` on `order` now: the contract's rule (role and state) and the permission. */
export function mayOrder(action: OrderAction | 'edit', order: ActionOrder, viewer: OrderViewer): boolean {
  if (order.readOnly) return false;
  // A seller never confirms receipt, whatever permission it holds (spec §6).
  if (action === 'complete' && viewer.roles.includes('common')) return false;
  return viewer.hasPermi(ORDER_ACTION_PERM[action]) && mayTakeOrderAction(action, order, viewer);
}

/** The actions `viewer` may take on `order`, in display order. */
export function orderActions(order: ActionOrder, viewer: OrderViewer, only?: readonly OrderAction[]): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => (!only || only.includes(a)) && mayOrder(a, order, viewer));
}

/** "Confirm receipt and review" in the detail dialog: the merchant shipped (status 1) and the viewer is not a `common` seller. */
export function canConfirmReceipt(order: Pick<OrderDetail, 'orderStatus' | 'readOnly'>, viewer: OrderViewer): boolean {
  return order.orderStatus === '1' && !order.readOnly && !viewer.roles.includes('common') && viewer.hasPermi(Perm.orders.complete);
}

/** Staff (role `service`, or admin) may correct the order no. and the environment no. in place. */
export function canEditNumbers(order: Pick<OrderRow, 'readOnly'>, viewer: OrderViewer): boolean {
  return !order.readOnly && (viewer.staff || viewer.admin) && viewer.hasPermi(Perm.orders.edit);
}

/** The seller owning the order writes its own remark on it. */
export function canEditMerchantRemark(order: Pick<OrderRow, 'userId' | 'readOnly'>, viewer: OrderViewer): boolean {
  return !order.readOnly && viewer.userId === order.userId && viewer.hasPermi(Perm.orders.edit);
}

/** The review can be seen (and recorded) once the merchant shipped. */
export function hasShipped(order: Pick<OrderRow, 'shipTime'>): boolean {
  return order.shipTime !== null && order.shipTime !== '';
}
