import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOfText } from '../../src/db/client.ts';
import { loginAccount } from '../../src/modules/auth/service.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

/** Signing in reads one index entry, not the user table (at 100,000 users a scan was 15.7 ms). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the login's account lookup", () => {
  it('is served by the user-name index', async () => {
    const { sql: text, params } = loginAccount(ctx.db, 'seller').toSQL();
    // A few seeded users are cheaper to scan than to look up: forbid the scan, so the plan shows
    // whether an index can serve the lookup at all.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOfText<Record<string, string>>(tx, { sql: `explain ${text}`, params });
    });
    const text2 = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text2).toMatch(/Index Scan using sys_user_user_name_idx/);
    expect(text2).not.toMatch(/Seq Scan/);
    // and it finds the account
    const [found] = await loginAccount(ctx.db, 'seller');
    expect(found?.userName).toBe('seller');
  });
});
