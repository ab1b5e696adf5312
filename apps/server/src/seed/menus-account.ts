import { Perm } from '@ceping/contract';
import { MENU_DIR } from './menus-business.ts';
import { type MenuSeed, menuButton } from './menus.ts';

const SELLERS = ['common', 'zi'];
/** Only a seller's main account invites; a sub-account sees no invitation menu. */
const MAIN_SELLER = ['common'];

/** Menu ids of the seller's own account screens (ids 2800–2829). */
export const ACCOUNT_MENU = { info: 2800, invitation: 2801, message: 2804 } as const;

const f = menuButton;

/** Seller centre → Account (own balance, rate, parent, links to the money screens), Invitation, Messages. */
export const accountMenus: MenuSeed[] = [
  {
    id: ACCOUNT_MENU.info,
    parent: MENU_DIR.seller,
    name: '账户信息',
    en: 'Account',
    order: 19,
    type: 'C',
    path: 'account-info',
    component: 'user/info/index',
    icon: 'account',
    roles: SELLERS,
  },
  {
    id: ACCOUNT_MENU.invitation,
    parent: MENU_DIR.seller,
    name: '邀请',
    en: 'Invitation',
    order: 24,
    type: 'C',
    path: 'invitation',
    component: 'user/invitation/index',
    perms: Perm.invitation.list,
    icon: 'peoples',
    roles: MAIN_SELLER,
  },
  f(2802, ACCOUNT_MENU.invitation, 1, Perm.invitation.query, '邀请码查询', 'Query invite code', MAIN_SELLER),
  f(2803, ACCOUNT_MENU.invitation, 2, Perm.invitation.edit, '重新生成邀请码', 'Regenerate invite code', MAIN_SELLER),
  {
    id: ACCOUNT_MENU.message,
    parent: MENU_DIR.seller,
    name: '消息',
    en: 'Messages',
    order: 25,
    type: 'C',
    path: 'message',
    component: 'user/message/index',
    perms: Perm.message.list,
    icon: 'message',
    roles: SELLERS,
  },
  f(2805, ACCOUNT_MENU.message, 1, Perm.message.edit, '标记已读', 'Mark messages read', SELLERS),
  f(2806, ACCOUNT_MENU.message, 2, Perm.message.remove, '删除消息', 'Delete messages', SELLERS),
];
