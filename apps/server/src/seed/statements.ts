import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client.ts';
import { confirmStatement, generateStatements, monthsWithOrders } from '../modules/finance/index.ts';

const DEMO_ACCOUNTS = [
  { userId: 3, userName: 'seller' },
  { userId: 4, userName: 'seller2' },
  { userId: 5, userName: 'subseller' },
];

/**
 * Statements of the demo accounts for every month their demo orders closed in, generated as finance
 * does; seller2's latest one confirmed by seller2, the others left open. Skipped once any demo
 * account has a statement.
 */
export async function seedDemoStatements(db: Db): Promise<void> {
  const ids = DEMO_ACCOUNTS.map((a) => a.userId);
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from biz_statement where user_id in (${sql.join(ids, sql`, `)})`);
  if (n > 0) return;
  for (const a of DEMO_ACCOUNTS) {
    const months = await monthsWithOrders(db, a.userId);
    for (const period of months) await generateStatements(db, { period, userId: a.userId }, 'admin');
    if (a.userId === 4 && months.length > 0) {
      const [latest] = await rows<{ id: number }>(
        db,
        sql`select statement_id as id from biz_statement where user_id = ${a.userId} order by period desc limit 1`,
      );
      await confirmStatement(db, Number(latest.id), { userId: a.userId, userName: a.userName, seller: true, admin: false });
    }
  }
}
