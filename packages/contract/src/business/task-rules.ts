/**
 * Task rules both sides apply: the value-added service keys, who may act on a task, and what ending
 * a task early gives back. The server enforces them; the web shows only the actions they allow.
 */

/** Services charged per order when switched on (a flat fee each). */
export const FIXED_SERVICE_KEYS = ['follow', 'wish', 'cart', 'chat', 'gift', 'coupon'] as const;
/** Services charged per unit: a count (compare, browse) or the matched products. */
export const COUNTED_SERVICE_KEYS = ['compare', 'browse', 'matchProduct'] as const;
/** Every value-added service, in display order (fee columns, the fee snapshot, price lines). */
export const SERVICE_KEYS = [...FIXED_SERVICE_KEYS, ...COUNTED_SERVICE_KEYS] as const;
export type FixedServiceKey = (typeof FIXED_SERVICE_KEYS)[number];
export type ServiceKey = (typeof SERVICE_KEYS)[number];
/** The multi-behaviour requirements a task detail shows (follow the shop, wish list, cart, chat). */
export const BEHAVIOUR_KEYS = ['follow', 'wish', 'cart', 'chat'] as const satisfies readonly FixedServiceKey[];

/**
 * Who may act on a task: `owner` only its owner; `ownerOrStaff` the owner, staff or an admin;
 * `ownerOrAdmin` the owner or an admin; `staff` staff or an admin.
 */
export type TaskAccess = 'owner' | 'ownerOrStaff' | 'ownerOrAdmin' | 'staff';

/** Who may take each action on a task (docs/DOMAIN.md §4). */
export const TASK_ACCESS = {
  edit: 'owner',
  resubmit: 'owner',
  approve: 'staff',
  reject: 'staff',
  distribute: 'staff',
  cancelDistribute: 'staff',
  serviceFields: 'staff',
  cancel: 'ownerOrStaff',
  pause: 'ownerOrStaff',
  resume: 'ownerOrStaff',
  end: 'ownerOrStaff',
  remove: 'ownerOrAdmin',
  keywords: 'ownerOrAdmin',
  products: 'owner',
} as const satisfies Record<string, TaskAccess>;

/** The caller as the task rules see it (admin is also staff). */
export interface TaskActor {
  userId: number | undefined;
  staff: boolean;
  admin: boolean;
}

/** Whether `actor` may act on a task owned by `ownerId` under `access`. */
export function mayActOnTask(access: TaskAccess, ownerId: number, actor: TaskActor): boolean {
  const owner = actor.userId !== undefined && ownerId === actor.userId;
  const staff = actor.staff || actor.admin;
  switch (access) {
    case 'owner':
      return owner;
    case 'staff':
      return staff;
    case 'ownerOrStaff':
      return owner || staff;
    case 'ownerOrAdmin':
      return owner || actor.admin;
  }
}

const CENTS = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const cents = (money: string): bigint | null => {
  const m = CENTS.exec(money.trim());
  if (!m) return null;
  const v = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -v : v;
};
const money = (c: bigint): string => {
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * What ending a task early gives back: the orders not taken at the per-order price (`totalPrice`),
 * never more than what is still paid. Two-decimal text; null when a money field is not money.
 */
export function taskEndRefund(t: { totalPrice: string; remainQuantity: number; paidAmount: string }): string | null {
  const unit = cents(t.totalPrice);
  const paid = cents(t.paidAmount);
  if (unit === null || paid === null) return null;
  const rest = unit * BigInt(t.remainQuantity);
  return money(rest < paid ? rest : paid);
}
