import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/client.ts';

/** An account whose balance is not its ledger sum, or whose frozen amount is negative. */
export interface LedgerMismatch {
  userId: number;
  userName: string;
  money: string;
  frozen: string;
  ledgerSum: string;
}

const accounts = sql`select u.user_id, u.user_name, u.money, u.frozen, coalesce(s.total, 0) as ledger_sum
  from sys_user u left join (select user_id, sum(amount) as total from biz_fund group by user_id) s on s.user_id = u.user_id`;

/**
 * The ledger's two invariants over every account (deleted ones too: their rows stay): `money` equals
 * the sum of its `biz_fund` amounts and `frozen` is not negative. Answers how many accounts were
 * checked and, by id, the ones that break either. Reads only.
 */
export async function checkLedger(ex: Executor): Promise<{ checked: number; mismatches: LedgerMismatch[] }> {
  const [[count], bad] = await Promise.all([
    rows<{ n: number }>(ex, sql`select count(*)::int as n from sys_user`),
    rows<LedgerMismatch>(
      ex,
      sql`select a.user_id::int as "userId", a.user_name as "userName", a.money::numeric(14,2)::text as money,
        a.frozen::numeric(14,2)::text as frozen, a.ledger_sum::numeric(14,2)::text as "ledgerSum"
        from (${accounts}) a where a.money <> a.ledger_sum or a.frozen < 0 order by a.user_id`,
    ),
  ]);
  return { checked: Number(count?.n ?? 0), mismatches: bad.map((m) => ({ ...m, userId: Number(m.userId) })) };
}
