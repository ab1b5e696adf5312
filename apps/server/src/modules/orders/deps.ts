/**
 * What the orders domain takes from other domains, in one place and only through their faces: who
 * is acting (tasks), the ledger and its bilingual remarks (finance).
 */
export { type Actor, actorOf, readOwners } from '../tasks/index.ts';
export { FundType, type LedgerRemark, type LedgerResult, balanceOf, bilingual, postLedger, yuan } from '../finance/index.ts';
