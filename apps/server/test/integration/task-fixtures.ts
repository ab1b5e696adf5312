import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import { bizFund, bizTask, sysUser } from '../../src/db/schema/index.ts';
import { FundType, postLedger } from '../../src/modules/finance/ledger.ts';
import type { TestContext } from '../helpers.ts';

/** Demo user ids (seed). Seller: region 1 (US amazon, rate 7.20, base 18) with addMoney 2 — the DOMAIN §5 worked example. */
export const U = { admin: 1, staff: 2, seller: 3, seller2: 4, subseller: 5 } as const;

/** The DOMAIN §5 worked example as a publish body (allTotalPrice 2170.60 for the seller). */
export const workedExample = (patch: Record<string, unknown> = {}) => ({
  regionId: 1,
  productPic: '/profile/upload/2026/01/01/earbuds.png',
  productTitle: 'Wireless earbuds',
  productUrl: 'https://www.amazon.com/dp/B000000001',
  sku: 'black',
  productPrice: 19.99,
  perQuantity: 1,
  taskQuantity: 10,
  ship: '1',
  enterMethod: '1',
  keywords: [
    { keyword: 'earbuds', remark: 'first page', quantity: 6 },
    { keyword: 'bluetooth earbuds', quantity: 4 },
  ],
  msg: 'Please check the colour',
  follow: 1,
  wish: 1,
  cart: 1,
  compare: 2,
  browse: 2,
  matchProduct: 1,
  products: [{ productImg: '/profile/upload/2026/01/01/case.png', productTitle: 'Earbuds case', keyword: 'case', sku: 'grey', productPrice: 5.99, num: 1 }],
  ...patch,
});

/** A plain product-link task: taskQuantity × (productPrice × 7.2 + 18 + addMoney). */
export const simpleTask = (patch: Record<string, unknown> = {}) => ({
  regionId: 1,
  productPic: '/profile/upload/2026/01/01/lamp.png',
  productTitle: 'Desk lamp',
  productUrl: 'https://www.amazon.com/dp/B000000002',
  productPrice: 10,
  taskQuantity: 2,
  enterMethod: '3',
  ...patch,
});

export async function balance(ctx: TestContext, userId: number): Promise<string> {
  const [u] = await ctx.db.select({ money: sysUser.money }).from(sysUser).where(eq(sysUser.userId, userId));
  return u.money;
}

export async function ledgerSum(ctx: TestContext, userId: number): Promise<string> {
  const [r] = await rows<{ s: string }>(ctx.db, sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as s from biz_fund where user_id = ${userId}`);
  return r.s;
}

/**
 * Kept counts of live tasks that differ from the tasks: per owner (`biz_task_count`) and per owner and
 * state (`biz_task_state_count`). None when the triggers keep them.
 */
export async function taskCountMismatches(ctx: TestContext): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx.db,
    sql`select (select count(*)::int from (select user_id, count(*)::int as n from biz_task where del_flag = '0' group by 1) f
          full join (select * from biz_task_count where n <> 0) c on c.user_id = f.user_id where c.n is distinct from f.n)
        + (select count(*)::int from (select user_id, status::text as status, count(*)::int as n from biz_task where del_flag = '0' group by 1, 2) f
          full join (select * from biz_task_state_count where n <> 0) c on c.user_id = f.user_id and c.status = f.status
          where c.n is distinct from f.n) as n`,
  );
  return r.n;
}

/** The ledger rows of a task, oldest first. */
export function taskFunds(ctx: TestContext, taskId: number) {
  return ctx.db
    .select({ type: bizFund.type, amount: bizFund.amount, userId: bizFund.userId, refNo: bizFund.refNo, balanceAfter: bizFund.balanceAfter })
    .from(bizFund)
    .where(and(eq(bizFund.refType, 'task'), eq(bizFund.refId, taskId)))
    .orderBy(asc(bizFund.fundId));
}

export async function taskRow(ctx: TestContext, taskId: number) {
  const [t] = await ctx.db.select().from(bizTask).where(eq(bizTask.taskId, taskId));
  return t;
}

/** Sets a balance to exactly `target` with one adjustment row (type 10), keeping balance = Σ ledger. */
export async function setBalance(ctx: TestContext, userId: number, target: Decimal.Value): Promise<void> {
  const diff = new Decimal(target).minus(await balance(ctx, userId));
  if (diff.isZero()) return;
  await ctx.db.transaction((tx) =>
    postLedger(tx, { userId, type: FundType.ADJUST, amount: diff, operator: 'test', remark: 'test balance', mode: 'allowDebt' }),
  );
}

export interface Published {
  code: number;
  msg: string;
  data: { taskId: number; taskNo: string; allTotalPrice: string; amount: string; money: string };
}

export const publish = (ctx: TestContext, token: string, body: Record<string, unknown>, lang?: 'zh-CN' | 'en-US') =>
  ctx.call<Published>({ method: 'POST', url: '/prod-api/system/task', payload: body, token, ...(lang ? { headers: { 'content-language': lang } } : {}) });

export const act = (ctx: TestContext, token: string, taskId: number, action: string, payload?: Record<string, unknown>) =>
  ctx.call<{ data: { status: string; refund: string; money: string | null } }>({
    method: 'PUT',
    url: `/prod-api/system/task/${taskId}/${action}`,
    token,
    ...(payload ? { payload } : {}),
  });
