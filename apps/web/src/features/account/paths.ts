/** Menu components of the screens the account pages link to, and the fixed routes used when the user's menu has none. */
export const LINKS = {
  recharge: ['user/recharge/pay', '/seller/recharge-pay'],
  withdraw: ['user/withdrawal/index', '/seller/withdrawal'],
  ledger: ['user/wealth/index', '/seller/wealth'],
  invitation: ['user/invitation/index', '/seller/invitation'],
  rechargeList: ['user/recharge/list', '/seller/recharge-list'],
} as const satisfies Record<string, readonly [string, string]>;
export type LinkName = keyof typeof LINKS;
