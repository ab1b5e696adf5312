import { Perm } from '@ceping/contract';
import { MENU_DIR } from './menus-business.ts';
import { type MenuSeed, menuButton } from './menus.ts';

const SELLERS = ['common', 'zi'];
const STAFF = ['service'];

const button = menuButton;

/** Menu ids of the complaint, invoice and statement screens (ids 2750–2799). */
export const DOCUMENT_MENU = {
  complaints: 2750,
  sellerComplaints: 2760,
  invoices: 2770,
  sellerInvoices: 2775,
  statements: 2780,
  sellerStatements: 2790,
} as const;

/**
 * Complaints (docs/DOMAIN.md §4): the back-office screen under Business for staff and admins (staff
 * take, resolve and reject; a compensation is the admin's alone, checked by the server), the seller's
 * own complaints under Seller centre (open, reply, reopen or confirm). Invoices: the back-office screen
 * under Finance (admin, or a finance role granted these rows: take, issue, reject, void, export), the
 * seller's own invoices under Seller centre (invoiceable amount, request, withdraw, download).
 * Statements (`system/table order`):
 * finance's screen under Finance (generate, read, settle, export; admin or a role granted the rows),
 * the account's own statements under Seller centre (read, confirm or dispute, export).
 */
export const documentMenus: MenuSeed[] = [
  {
    id: DOCUMENT_MENU.complaints,
    parent: MENU_DIR.business,
    name: '投诉管理',
    en: 'Complaints',
    order: 40,
    type: 'C',
    path: 'complaint',
    component: 'system/complaint/index',
    perms: Perm.complaint.list,
    icon: 'message',
    roles: STAFF,
  },
  button(2751, DOCUMENT_MENU.complaints, 1, Perm.complaint.query, '投诉查询', 'Query complaints', STAFF),
  button(2752, DOCUMENT_MENU.complaints, 2, Perm.complaint.reply, '投诉回复', 'Reply to complaints', STAFF),
  button(2753, DOCUMENT_MENU.complaints, 3, Perm.complaint.handle, '投诉处理', 'Handle complaints', STAFF),
  {
    id: DOCUMENT_MENU.sellerComplaints,
    parent: MENU_DIR.seller,
    name: '我的投诉',
    en: 'My complaints',
    order: 11,
    type: 'C',
    path: 'order-complaint',
    component: 'user/order-complaint/index',
    perms: Perm.complaint.list,
    icon: 'message',
    roles: SELLERS,
  },
  button(2761, DOCUMENT_MENU.sellerComplaints, 1, Perm.complaint.query, '投诉查询', 'Query complaints', SELLERS),
  button(2762, DOCUMENT_MENU.sellerComplaints, 2, Perm.complaint.add, '发起投诉', 'Open complaints', SELLERS),
  button(2763, DOCUMENT_MENU.sellerComplaints, 3, Perm.complaint.reply, '投诉回复', 'Reply to complaints', SELLERS),
  button(2764, DOCUMENT_MENU.sellerComplaints, 4, Perm.complaint.confirm, '确认或重开', 'Confirm or reopen', SELLERS),
  {
    id: DOCUMENT_MENU.invoices,
    parent: MENU_DIR.finance,
    name: '发票管理',
    en: 'Invoices',
    order: 15,
    type: 'C',
    path: 'invoice',
    component: 'system/invoice/index',
    perms: Perm.invoice.list,
    icon: 'invoice',
  },
  button(2771, DOCUMENT_MENU.invoices, 1, Perm.invoice.query, '发票查询', 'Query invoices'),
  button(2772, DOCUMENT_MENU.invoices, 2, Perm.invoice.audit, '开票处理', 'Take, issue or reject invoices'),
  button(2773, DOCUMENT_MENU.invoices, 3, Perm.invoice.void, '发票作废', 'Void invoices'),
  button(2774, DOCUMENT_MENU.invoices, 4, Perm.invoice.export, '发票导出', 'Export invoices'),
  {
    id: DOCUMENT_MENU.sellerInvoices,
    parent: MENU_DIR.seller,
    name: '我的发票',
    en: 'My invoices',
    order: 23,
    type: 'C',
    path: 'invoice',
    component: 'user/invoice/index',
    perms: Perm.invoice.list,
    icon: 'invoice',
    roles: SELLERS,
  },
  button(2776, DOCUMENT_MENU.sellerInvoices, 1, Perm.invoice.query, '发票查询', 'Query invoices', SELLERS),
  button(2777, DOCUMENT_MENU.sellerInvoices, 2, Perm.invoice.add, '申请开票', 'Request invoices', SELLERS),
  button(2778, DOCUMENT_MENU.sellerInvoices, 3, Perm.invoice.cancel, '撤销申请', 'Withdraw invoice requests', SELLERS),
  button(2779, DOCUMENT_MENU.sellerInvoices, 4, Perm.invoice.export, '发票导出', 'Export invoices', SELLERS),
  {
    id: DOCUMENT_MENU.statements,
    parent: MENU_DIR.finance,
    name: '对账结算',
    en: 'Statements',
    order: 16,
    type: 'C',
    path: 'table-order',
    component: 'system/table-order/index',
    perms: Perm.statement.list,
    icon: 'table',
  },
  button(2781, DOCUMENT_MENU.statements, 1, Perm.statement.query, '对账单查询', 'Query statements'),
  button(2782, DOCUMENT_MENU.statements, 2, Perm.statement.generate, '生成对账单', 'Generate statements'),
  button(2783, DOCUMENT_MENU.statements, 3, Perm.statement.settle, '对账单结算', 'Settle statements'),
  button(2784, DOCUMENT_MENU.statements, 4, Perm.statement.export, '对账单导出', 'Export statements'),
  {
    id: DOCUMENT_MENU.sellerStatements,
    parent: MENU_DIR.seller,
    name: '我的对账单',
    en: 'My statements',
    order: 24,
    type: 'C',
    path: 'statement',
    component: 'user/statement/index',
    perms: Perm.statement.list,
    icon: 'table',
    roles: SELLERS,
  },
  button(2791, DOCUMENT_MENU.sellerStatements, 1, Perm.statement.query, '对账单查询', 'Query statements', SELLERS),
  button(2792, DOCUMENT_MENU.sellerStatements, 2, Perm.statement.confirm, '确认对账单', 'Confirm statements', SELLERS),
  button(2793, DOCUMENT_MENU.sellerStatements, 3, Perm.statement.dispute, '对账单异议', 'Dispute statements', SELLERS),
  button(2794, DOCUMENT_MENU.sellerStatements, 4, Perm.statement.export, '对账单导出', 'Export statements', SELLERS),
];
