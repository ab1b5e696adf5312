// `npm run soak`: random money operations over many sellers on PostgreSQL, then every ledger invariant.
//
// SOAK_OPS (10,000) operations, SOAK_SELLERS (100) sellers, SOAK_WORKERS (8) in flight, stopping at
// SOAK_SECONDS (600) whatever the count. Each operation goes through the real routes (app.inject, so
// the request path, permissions, second password and transactions are the server's own): publish,
// cancel, approve + distribute, order place → ship → complete with a settlement of either sign (an
// admin settles the large ones), recharge + credit or reject, withdrawal + approve/pay, fail, reject
// or cancel, balance adjustment, complaint with compensation. Answers are counted per operation and
// message; an HTTP error, an internal error or a refused session fails the run. Then, in SQL: balance
// = Σ ledger, frozen = Σ open withdrawals, an unbroken balance chain per account, tasks paid = their
// ledger rows, no task over-ordered, counters = orders, each recharge credited at most once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { type TestContext, createTestContext, verifySecondPassword } from '../helpers.ts';
import { counterMismatches, simpleTask, taskMoneyMismatches, tokenFor, unbalanced } from '../integration/orders-fixtures.ts';

const OPS = Number(process.env.SOAK_OPS ?? 10_000);
const SELLERS = Number(process.env.SOAK_SELLERS ?? 100);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);

type Reply = { code: number; msg: string; data?: Record<string, unknown> } & Record<string, unknown>;
interface Seller {
  id: number;
  token: string;
}

let ctx: TestContext;
let admin: string;
let staff: string;
let sellers: Seller[] = [];
let collectionId = 0;
/** Work in flight between operations: ids a later operation picks up. */
const pool = {
  pending: [] as { taskId: number; seller: Seller }[],
  open: [] as { taskId: number; seller: Seller }[],
  recharges: [] as number[],
  withdrawals: [] as { id: number; seller: Seller }[],
  approved: [] as number[],
  bigSettles: [] as number[],
  orders: [] as { orderId: number; taskId: number; seller: Seller }[],
};
const tally = new Map<string, number>();
const problems: string[] = [];

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(a: T[]): T | undefined => (a.length ? a.splice(rnd(a.length), 1)[0] : undefined);
const money = (min: number, max: number) => (min + Math.random() * (max - min)).toFixed(2);

const SECOND_PASSWORD_ASKED = /二级密码/;

async function call(op: string, method: string, url: string, token: string, payload?: unknown): Promise<Reply> {
  const send = async () => {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url: `/prod-api${url}`,
      headers: { authorization: token },
      ...(payload ? { payload: payload as object } : {}),
    });
    return { res, body: res.json() as Reply };
  };
  let { res, body } = await send();
  // A verified second password opens money actions for a few minutes; like a person, enter it again.
  if (body.code === 500 && SECOND_PASSWORD_ASKED.test(body.msg)) {
    await verifySecondPassword(ctx, token);
    ({ res, body } = await send());
  }
  const key = `${op} → ${body.code}${body.code === 200 ? '' : ` ${body.msg.replace(/\d+(\.\d+)?/g, 'N')}`}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
  if (res.statusCode >= 500 || ![200, 500].includes(body.code) || /系统内部错误|系统繁忙/.test(body.msg ?? ''))
    problems.push(`${key} (HTTP ${res.statusCode})`);
  return body;
}

const ops: [number, () => Promise<unknown>][] = [
  [
    14,
    async () => {
      const seller = sellers[rnd(sellers.length)];
      const r = await call('publish', 'POST', '/system/task', seller.token, simpleTask({ taskQuantity: 1 + rnd(3), productPrice: Number(money(5, 30)) }));
      if (r.code === 200) pool.pending.push({ taskId: Number(r.data?.taskId), seller });
    },
  ],
  [
    3,
    async () => {
      const t = pick(pool.pending);
      if (t) await call('cancel task', 'PUT', `/system/task/${t.taskId}/cancel`, t.seller.token);
    },
  ],
  [
    10,
    async () => {
      const t = pick(pool.pending);
      if (!t) return;
      if ((await call('approve', 'PUT', `/system/task/${t.taskId}/approve`, admin)).code !== 200) return;
      if ((await call('distribute', 'PUT', '/system/task/distribute', admin, { taskId: t.taskId, staffId: 2 })).code === 200) pool.open.push(t);
    },
  ],
  [
    22,
    async () => {
      const t = pool.open[rnd(pool.open.length)];
      if (!t) return;
      const placed = await call('order', 'POST', '/system/orders', staff, { taskId: t.taskId });
      if (placed.code !== 200) {
        pool.open.splice(pool.open.indexOf(t), 1);
        return;
      }
      const id = Number(placed.data?.id);
      if ((await call('ship', 'PUT', `/system/orders/${id}/ship`, staff)).code !== 200) return;
      pool.orders.push({ orderId: id, taskId: t.taskId, seller: t.seller });
      // The buyer paid around the estimate: refunds, charges, and now and then one an admin settles.
      const r = await call('complete', 'PUT', '/system/orders/complete', staff, { id, actuallyPay: money(4, 40) });
      if (r.code === 200 && r.data?.settleStatus === 'awaiting') pool.bigSettles.push(id);
    },
  ],
  [
    4,
    async () => {
      const id = pick(pool.bigSettles);
      if (id)
        await call(
          'settle',
          'PUT',
          `/system/orders/${id}/settle`,
          admin,
          Math.random() < 0.8 ? { approve: true } : { approve: false, reason: 'too far from the estimate' },
        );
    },
  ],
  [
    12,
    async () => {
      const seller = sellers[rnd(sellers.length)];
      const r = await call('recharge', 'POST', '/system/recharge', seller.token, {
        amount: money(100, 3000),
        method: '1',
        collectionId,
        voucher: '/profile/upload/2026/01/26/voucher_1.png',
        referenceNo: `SOAK${Date.now().toString(36)}${rnd(1e9).toString(36)}`,
      });
      if (r.code === 200) pool.recharges.push(Number(r.data?.id));
    },
  ],
  [
    11,
    async () => {
      const id = pick(pool.recharges);
      if (!id) return;
      if (Math.random() < 0.85) await call('credit', 'PUT', `/system/recharge/${id}/credit`, admin, { amount: money(100, 3000) });
      else await call('reject recharge', 'PUT', `/system/recharge/${id}/reject`, admin, { reason: 'not received' });
    },
  ],
  [
    9,
    async () => {
      const seller = sellers[rnd(sellers.length)];
      const r = await call('withdraw', 'POST', '/system/withdrawal', seller.token, {
        amount: money(100, 1500),
        accountType: '1',
        accountName: 'Soak seller',
        accountNo: '6214830123456789',
        bankName: 'Bank',
      });
      if (r.code === 200) pool.withdrawals.push({ id: Number(r.data?.id), seller });
    },
  ],
  [
    9,
    async () => {
      const w = pick(pool.withdrawals);
      if (!w) return;
      const roll = Math.random();
      if (roll < 0.15) await call('cancel withdrawal', 'PUT', `/system/withdrawal/${w.id}/cancel`, w.seller.token);
      else if (roll < 0.3) await call('reject withdrawal', 'PUT', `/system/withdrawal/${w.id}/reject`, admin, { reason: 'duplicate' });
      else if ((await call('approve withdrawal', 'PUT', `/system/withdrawal/${w.id}/approve`, admin)).code === 200) pool.approved.push(w.id);
    },
  ],
  [
    6,
    async () => {
      const id = pick(pool.approved);
      if (!id) return;
      if (Math.random() < 0.85) await call('pay withdrawal', 'PUT', `/system/withdrawal/${id}/pay`, admin, { payNo: `PAY-${id}`, payTime: '2026-11-27 10:00' });
      else await call('fail withdrawal', 'PUT', `/system/withdrawal/${id}/fail`, admin, { reason: 'bank returned it' });
    },
  ],
  [
    5,
    async () => {
      const seller = sellers[rnd(sellers.length)];
      const amount = Math.random() < 0.7 ? money(1, 500) : `-${money(1, 300)}`;
      await call('adjust', 'PUT', '/system/customer/adjust', admin, { userId: seller.id, amount, remark: 'soak' });
    },
  ],
  [
    5,
    async () => {
      const o = pool.orders[rnd(pool.orders.length)];
      if (!o) return;
      const opened = await call('complain', 'POST', '/system/complaint', o.seller.token, { orderId: o.orderId, complaintType: '1', content: 'soak' });
      if (opened.code !== 200) return;
      const id = Number(opened.data?.complaintId);
      await call('take complaint', 'PUT', `/system/complaint/${id}/take`, admin);
      await call('compensate', 'PUT', `/system/complaint/${id}/resolve`, admin, { note: 'soak', compensation: money(1, 50) });
    },
  ],
];
const weight = ops.reduce((s, [w]) => s + w, 0);
function randomOp() {
  let r = rnd(weight);
  for (const [w, fn] of ops) {
    r -= w;
    if (r < 0) return fn;
  }
  return ops[0][1];
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await tokenFor(ctx, 1, 'admin');
  staff = await tokenFor(ctx, 2, 'staff');
  await verifySecondPassword(ctx, admin);
  // Sellers cloned from the demo seller (role, site, second password 123456), each with no money.
  const cols = (
    await rows<{ c: string }>(
      ctx.db,
      sql`select column_name as c from information_schema.columns where table_name = 'sys_user' and column_name not in ('user_id', 'user_name', 'nick_name', 'email', 'phonenumber', 'money', 'frozen', 'parent_id')`,
    )
  )
    .map((r) => `"${r.c}"`)
    .join(', ');
  const made = await rows<{ user_id: number; user_name: string }>(
    ctx.db,
    sql.raw(`insert into sys_user (user_name, nick_name, email, phonenumber, money, frozen, parent_id, ${cols})
      select 'soak' || lpad(g::text, 4, '0'), 'Soak ' || g, '', '', 0, 0, null, ${cols} from sys_user u, generate_series(1, ${SELLERS}) g where u.user_id = 3
      returning user_id::int, user_name`),
  );
  await ctx.db.execute(
    sql.raw(
      `insert into sys_user_role (user_id, role_id) select u.user_id, r.role_id from sys_user u, sys_user_role r where r.user_id = 3 and u.user_name like 'soak%'`,
    ),
  );
  sellers = await Promise.all(made.map(async (u) => ({ id: u.user_id, token: await tokenFor(ctx, u.user_id, u.user_name) })));
  for (const s of sellers) await verifySecondPassword(ctx, s.token);
  const acc = await call('setup', 'POST', '/system/collection', admin, {
    siteId: 1,
    method: '1',
    accountName: 'Soak',
    bankName: 'Bank',
    accountNo: 'SOAK-1',
    qrCode: '',
  });
  expect(acc.code, acc.msg).toBe(200);
  const list = (await call('setup', 'GET', '/system/collection/list?pageSize=100', admin)) as unknown as {
    rows: { collectionId: number; accountNo: string }[];
  };
  collectionId = list.rows.find((r) => r.accountNo === 'SOAK-1')?.collectionId ?? 0;
  for (const s of sellers) await call('setup', 'PUT', '/system/customer/adjust', admin, { userId: s.id, amount: '3000', remark: 'soak opening' });
}, 600_000);
afterAll(() => ctx?.close());

it(`${OPS} random money operations over ${SELLERS} sellers keep every ledger invariant`, async () => {
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (done < OPS && Date.now() < deadline) {
        done++;
        await randomOp()();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const checks = await rows<Record<string, number>>(
    ctx.db,
    sql`select
      (select count(*)::int from sys_user u where u.frozen <> coalesce((select sum(w.amount) from biz_withdrawal w where w.user_id = u.user_id and w.status in ('0', '1')), 0)) as frozen_off,
      (select count(*)::int from (select balance_before, amount, balance_after, lag(balance_after) over (partition by user_id order by fund_id) as prev from biz_fund) f
         where f.balance_after <> f.balance_before + f.amount or (f.prev is not null and f.prev <> f.balance_before)) as chain_breaks,
      (select count(*)::int from biz_task t where t.remain_quantity < 0
         or (select count(*) from biz_order o where o.task_id = t.task_id and o.order_status <> '3' and o.del_flag = '0') > t.task_quantity) as over_ordered,
      (select count(*)::int from (select ref_id from biz_fund where ref_type = 'recharge' and type = 1 group by ref_id having count(*) > 1) x) as double_credits,
      (select count(*)::int from biz_fund f join sys_user u on u.user_id = f.user_id where u.user_name like 'soak%') as ledger_rows`,
  );
  const [c] = checks;
  const lines = [...tally].sort((a, b) => a[0].localeCompare(b[0])).map(([k, n]) => `${String(n).padStart(6)}  ${k}`);
  console.log(
    `soak: ${done} operations in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s), ${WORKERS} in flight, ${sellers.length} sellers, ${c.ledger_rows} ledger rows\n${lines.join('\n')}`,
  );
  console.log(
    'checks',
    c,
    'unbalanced',
    (await unbalanced(ctx)).length,
    'task money',
    (await taskMoneyMismatches(ctx)).length,
    'counters',
    await counterMismatches(ctx),
  );
  expect(problems).toEqual([]);
  expect(await unbalanced(ctx)).toEqual([]);
  expect(await taskMoneyMismatches(ctx)).toEqual([]);
  expect(await counterMismatches(ctx)).toEqual({ counts: 0, days: 0, blocks: 0 });
  expect(c).toMatchObject({ frozen_off: 0, chain_breaks: 0, over_ordered: 0, double_credits: 0 });
  expect(done).toBeGreaterThan(0);
}, 900_000);
