import type { OrderDetail, OrderResult } from '@ceping/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bizFund, bizOrder, bizOrderEvent } from '../../src/db/schema/index.ts';
import { loadUserAuth } from '../../src/modules/auth/permissions.ts';
import type { TestContext } from '../helpers.ts';
import { publish, simpleTask } from './task-fixtures.ts';

export { U, balance, ledgerSum, setBalance, simpleTask, taskRow, workedExample } from './task-fixtures.ts';

/** A session for a user without the login form (no captcha, no throttle, no bcrypt). */
export async function tokenFor(ctx: TestContext, userId: number, userName: string): Promise<string> {
  const auth = await loadUserAuth(ctx.db, userId);
  const token = await ctx.app.sessions.create({
    userId,
    userName,
    deptId: 110,
    deptName: '',
    ...auth,
    ipaddr: '127.0.0.1',
    loginLocation: '',
    browser: '',
    os: '',
  });
  return `Bearer ${token}`;
}

export interface Tokens {
  admin: string;
  staff: string;
  seller: string;
  seller2: string;
  subseller: string;
}

export async function tokens(ctx: TestContext): Promise<Tokens> {
  const [admin, staff, seller, seller2, subseller] = await Promise.all([
    tokenFor(ctx, 1, 'admin'),
    tokenFor(ctx, 2, 'staff'),
    tokenFor(ctx, 3, 'seller'),
    tokenFor(ctx, 4, 'seller2'),
    tokenFor(ctx, 5, 'subseller'),
  ]);
  return { admin, staff, seller, seller2, subseller };
}

/**
 * A task in progress, distributed to the demo staff member: published by `owner` (simpleTask unless
 * a body is given: 92.00 per order, of which 72.00 is the product's estimated principal), approved
 * and distributed by the admin.
 */
export async function openTask(
  ctx: TestContext,
  t: Tokens,
  opts: { owner?: string; body?: Record<string, unknown>; quantity?: number; staffId?: number } = {},
) {
  const res = await publish(ctx, opts.owner ?? t.seller, opts.body ?? simpleTask({ taskQuantity: opts.quantity ?? 3 }));
  expect(res.code, res.msg).toBe(200);
  const taskId = res.data.taskId;
  expect((await ctx.call({ method: 'PUT', url: `/prod-api/system/task/${taskId}/approve`, token: t.admin })).code).toBe(200);
  const d = await ctx.call({ method: 'PUT', url: '/prod-api/system/task/distribute', payload: { taskId, staffId: opts.staffId ?? 2 }, token: t.admin });
  expect(d.code, d.msg).toBe(200);
  return { taskId, taskNo: res.data.taskNo };
}

type Answer = OrderResult & Record<string, unknown>;
export type Reply = { code: number; msg: string; data: Answer };

export const place = (ctx: TestContext, token: string, payload: Record<string, unknown>) =>
  ctx.call<{ data: Answer }>({ method: 'POST', url: '/prod-api/system/orders', payload, token });

/** `PUT /system/orders/{id}/{action}` (ship, cancel, exception, resolve, settle). */
export const move = (ctx: TestContext, token: string, id: number, action: string, payload?: Record<string, unknown>, lang?: 'en-US') =>
  ctx.call<{ data: Answer }>({
    method: 'PUT',
    url: `/prod-api/system/orders/${id}/${action}`,
    token,
    ...(payload ? { payload } : {}),
    ...(lang ? { headers: { 'content-language': lang } } : {}),
  });

export const complete = (ctx: TestContext, token: string, payload: Record<string, unknown>, lang?: 'en-US') =>
  ctx.call<{ data: Answer }>({
    method: 'PUT',
    url: '/prod-api/system/orders/complete',
    payload,
    token,
    ...(lang ? { headers: { 'content-language': lang } } : {}),
  });

export const comment = (ctx: TestContext, token: string, payload: Record<string, unknown>) =>
  ctx.call<{ data: Answer }>({ method: 'PUT', url: '/prod-api/system/orders/comment', payload, token });

export const edit = (ctx: TestContext, token: string, payload: Record<string, unknown>) =>
  ctx.call<{ data: Answer }>({ method: 'PUT', url: '/prod-api/system/orders', payload, token });

export const detail = (ctx: TestContext, token: string, id: number, lang?: 'en-US') =>
  ctx.call<{ data: OrderDetail }>({ method: 'GET', url: `/prod-api/system/orders/${id}`, token, ...(lang ? { headers: { 'content-language': lang } } : {}) });

/** Places an order as staff and answers its id. */
export async function placed(ctx: TestContext, t: Tokens, taskId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await place(ctx, t.staff, { taskId, ...body });
  expect(res.code, res.msg).toBe(200);
  return res.data.id;
}

/** Places and ships an order (status 1). */
export async function shipped(ctx: TestContext, t: Tokens, taskId: number, body: Record<string, unknown> = {}): Promise<number> {
  const id = await placed(ctx, t, taskId, body);
  const res = await move(ctx, t.staff, id, 'ship');
  expect(res.code, res.msg).toBe(200);
  return id;
}

export async function orderRow(ctx: TestContext, id: number) {
  const [o] = await ctx.db.select().from(bizOrder).where(eq(bizOrder.orderId, id));
  return o;
}

/** The ledger rows an order's history points at, oldest first. */
export async function orderFunds(ctx: TestContext, id: number) {
  return ctx.db
    .select({ type: bizFund.type, amount: bizFund.amount, refType: bizFund.refType, refId: bizFund.refId, balanceAfter: bizFund.balanceAfter })
    .from(bizOrderEvent)
    .innerJoin(bizFund, eq(bizFund.fundId, bizOrderEvent.fundId))
    .where(eq(bizOrderEvent.orderId, id))
    .orderBy(asc(bizFund.fundId));
}

export async function events(ctx: TestContext, id: number) {
  return ctx.db
    .select({ action: bizOrderEvent.action, from: bizOrderEvent.fromStatus, to: bizOrderEvent.toStatus, amount: bizOrderEvent.amount })
    .from(bizOrderEvent)
    .where(eq(bizOrderEvent.orderId, id))
    .orderBy(asc(bizOrderEvent.eventId));
}

/** Every account whose balance differs from the sum of its ledger rows (none, ever). */
export async function unbalanced(ctx: TestContext) {
  return rows<{ user_id: number }>(
    ctx.db,
    sql`select u.user_id from sys_user u left join (select user_id, sum(amount) s from biz_fund group by user_id) f on f.user_id = u.user_id
        where u.money <> coalesce(f.s, 0)`,
  );
}

/** Every task whose paid amount differs from what its own ledger rows took. */
export async function taskMoneyMismatches(ctx: TestContext) {
  return rows<{ task_id: number }>(
    ctx.db,
    sql`select t.task_id from biz_task t left join (select ref_id, sum(amount) s from biz_fund where ref_type = 'task' group by ref_id) f on f.ref_id = t.task_id
        where t.paid_amount <> -coalesce(f.s, 0)`,
  );
}

/**
 * Rows of the counters (`biz_order_count`, `biz_order_daily`, `biz_order_block`, kept by the orders' trigger)
 * that differ from the same figures counted again from the live orders.
 */
/** An order's GMT+8 accept day, as `biz_order_daily` keeps it (migration 0025). */
export const ACCEPT_DAY = sql`((accept_time at time zone 'UTC') + interval '8 hours')::date`;

/**
 * What a `biz_order_daily` row sums, computed from `biz_order` rows themselves (group them first): the
 * orders, those open, completed and cancelled, the price of those not cancelled, the principal of the
 * completed, the settlement difference of the settled.
 */
export const LIVE_ORDER_SUMS = sql`count(*)::int as orders,
  count(*) filter (where order_status in ('0', '1', '4'))::int as open, count(*) filter (where order_status = '2')::int as completed,
  count(*) filter (where order_status = '3')::int as cancelled,
  coalesce(sum(total_price) filter (where order_status <> '3'), 0) as total_price,
  coalesce(sum(actual_principal) filter (where order_status = '2'), 0) as actual_principal,
  coalesce(sum(settle_diff) filter (where settle_status = 'settled'), 0) as settle_diff`;

export async function counterMismatches(ctx: TestContext): Promise<{ counts: number; days: number; blocks: number }> {
  const [r] = await rows<{ counts: number; days: number; blocks: number }>(
    ctx.db,
    sql`with fresh as (
          select user_id, order_status::text as s, evaluate_status::text as e, count(*) as n from biz_order where del_flag = '0' group by 1, 2, 3
        ), fresh_days as (
          select user_id, ${ACCEPT_DAY} as day, task_id, ${LIVE_ORDER_SUMS}
          from biz_order where del_flag = '0' group by 1, 2, 3
        )
        select
          (select count(*)::int from fresh f full join (select * from biz_order_count where n <> 0) c
             on c.user_id = f.user_id and c.order_status = f.s and c.evaluate_status = f.e
           where c.n is distinct from f.n) as counts,
          (select count(*)::int from fresh_days f full join (select * from biz_order_daily where orders <> 0) d
             on d.user_id = f.user_id and d.day = f.day and d.task_id = f.task_id
           where (d.orders, d.open, d.completed, d.cancelled, d.total_price, d.actual_principal, d.settle_diff)
             is distinct from (f.orders, f.open, f.completed, f.cancelled, f.total_price, f.actual_principal, f.settle_diff)) as days,
          (select count(*)::int from (select order_id / 4096 as block, count(*)::int as n from biz_order where del_flag = '0' group by 1) f
             full join (select * from biz_order_block where n <> 0) b on b.block = f.block
           where b.n is distinct from f.n) as blocks`,
  );
  return r;
}
