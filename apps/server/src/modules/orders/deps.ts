/**
 * What the orders domain takes from other domains, in one place and only through their faces: who
 * is acting and a matched product's fields (tasks), the ledger and its bilingual remarks (finance).
 */
export { type Actor, OWNERS_OF, actorOf, productBody, readOwners } from '../tasks/index.ts';
export { FundType, type LedgerRemark, type LedgerResult, balanceOf, bilingual, postLedger, yuan } from '../finance/index.ts';
