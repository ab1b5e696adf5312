/**
 * The finance domain's face: the ledger (`postLedger`, the only writer of a balance), the charge and
 * refund helpers other domains move money with, customers, the fund screens, the second password,
 * the withdrawal status, what a seller may still invoice and the statements. Other domains and the seed import only this file.
 */
export { financeRoutes } from './routes.ts';
export { type FundTypeValue, type LedgerEntry, type LedgerResult, type LedgerRider, FundType, postLedger } from './ledger.ts';
export { type LedgerRemark, type TaskMoveRef, balanceOf, bilingual, chargeOwner, refundOwner, yuan } from './charges.ts';
export { type LedgerMismatch, checkLedger } from './reconcile.ts';
export {
  type ComplaintCaller,
  closeStaleComplaints,
  openComplaint,
  rejectComplaint,
  replyComplaint,
  resolveComplaint,
  takeComplaint,
} from './complaint/service.ts';
export { type InvoiceableAmount, invoiceableOf } from './invoice/service.ts';
export { confirmStatement, generateStatements, monthsWithOrders } from './statement/service.ts';
