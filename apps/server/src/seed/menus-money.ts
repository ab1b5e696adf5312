import { Perm } from '@ceping/contract';
import { MENU_DIR } from './menus-business.ts';
import { type MenuSeed, menuButton } from './menus.ts';

const SELLERS = ['common', 'zi'];

const f = menuButton;
const screen = (
  id: number,
  parent: number,
  order: number,
  [name, en]: [string, string],
  path: string,
  component: string,
  perms: string,
  icon: string,
  roles?: string[],
): MenuSeed => ({ id, parent, name, en, order, type: 'C', path, component, perms, icon, roles });

/** Menu ids of the money screens (ids 2700–2749). */
export const MONEY_MENU = {
  collection: 2700,
  recharge: 2701,
  rechargeRecord: 2702,
  withdrawal: 2703,
  debt: 2704,
  rechargePay: 2730,
  rechargeList: 2731,
  sellerWithdrawal: 2732,
} as const;

/**
 * Money in and out: collection accounts, recharge approvals and records, withdrawal approvals and
 * debts under Finance (admin, or a finance role granted these rows); the recharge form, own
 * recharges and own withdrawals under Seller centre.
 */
export const moneyMenus: MenuSeed[] = [
  screen(MONEY_MENU.collection, MENU_DIR.finance, 10, ['收款账户', 'Bank accounts'], 'collection', 'system/collection/index', Perm.collection.list, 'form'),
  f(2710, MONEY_MENU.collection, 1, Perm.collection.query, '收款账户查询', 'Query collection accounts'),
  f(2711, MONEY_MENU.collection, 2, Perm.collection.add, '收款账户新增', 'Add collection accounts'),
  f(2712, MONEY_MENU.collection, 3, Perm.collection.edit, '收款账户修改', 'Edit collection accounts'),
  f(2713, MONEY_MENU.collection, 4, Perm.collection.remove, '收款账户删除', 'Delete collection accounts'),
  screen(MONEY_MENU.recharge, MENU_DIR.finance, 11, ['充值审核', 'Recharge desk'], 'recharge', 'system/recharge/index', Perm.recharge.audit, 'money'),
  f(2714, MONEY_MENU.recharge, 1, Perm.recharge.query, '充值查询', 'Query recharges'),
  screen(MONEY_MENU.rechargeRecord, MENU_DIR.finance, 12, ['充值记录', 'Recharges'], 'recharge-record', 'system/recharge/record', Perm.recharge.list, 'list'),
  f(2715, MONEY_MENU.rechargeRecord, 1, Perm.recharge.export, '充值导出', 'Export recharges'),
  screen(MONEY_MENU.withdrawal, MENU_DIR.finance, 13, ['提现审核', 'Withdraw desk'], 'withdrawal', 'system/withdrawal/index', Perm.withdrawal.list, 'money'),
  f(2716, MONEY_MENU.withdrawal, 1, Perm.withdrawal.query, '提现查询', 'Query withdrawals'),
  f(2717, MONEY_MENU.withdrawal, 2, Perm.withdrawal.audit, '提现审核', 'Approve or reject withdrawals'),
  f(2718, MONEY_MENU.withdrawal, 3, Perm.withdrawalMoney.pay, '提现打款', 'Pay withdrawals'),
  screen(MONEY_MENU.debt, MENU_DIR.finance, 14, ['欠款管理', 'Debts'], 'debt', 'system/debt/index', Perm.debt.list, 'log'),
  f(2719, MONEY_MENU.debt, 1, Perm.debt.query, '欠款明细', 'Debt details'),
  f(2720, MONEY_MENU.debt, 2, Perm.debt.writeOff, '欠款核销', 'Write off debts'),
  // Seller centre
  screen(MONEY_MENU.rechargePay, MENU_DIR.seller, 20, ['充值', 'Recharge'], 'recharge-pay', 'user/recharge/pay', Perm.recharge.add, 'money', SELLERS),
  screen(
    MONEY_MENU.rechargeList,
    MENU_DIR.seller,
    21,
    ['充值记录', 'My recharges'],
    'recharge-list',
    'user/recharge/list',
    Perm.recharge.list,
    'list',
    SELLERS,
  ),
  f(2735, MONEY_MENU.rechargeList, 1, Perm.recharge.query, '充值查询', 'Query recharges', SELLERS),
  f(2736, MONEY_MENU.rechargeList, 2, Perm.recharge.cancel, '撤销充值', 'Withdraw recharge requests', SELLERS),
  screen(MONEY_MENU.sellerWithdrawal, MENU_DIR.seller, 22, ['提现', 'Withdraw'], 'withdrawal', 'user/withdrawal/index', Perm.withdrawal.list, 'money', SELLERS),
  f(2737, MONEY_MENU.sellerWithdrawal, 1, Perm.withdrawal.query, '提现查询', 'Query withdrawals', SELLERS),
  f(2738, MONEY_MENU.sellerWithdrawal, 2, Perm.withdrawal.add, '申请提现', 'Request withdrawals', SELLERS),
  f(2739, MONEY_MENU.sellerWithdrawal, 3, Perm.withdrawal.edit, '修改提现', 'Edit withdrawal requests', SELLERS),
  f(2740, MONEY_MENU.sellerWithdrawal, 4, Perm.withdrawalMoney.cancel, '撤销提现', 'Cancel withdrawals', SELLERS),
];
