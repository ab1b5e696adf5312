// `npm run bench:orders`: orders at scale. Builds and starts
// the compiled server on a throwaway PostgreSQL database (loopback, BENCH_ORDERS_PORT, default
// 18201), bulk-seeds BENCH_ORDERS (default 1,000,000) orders over BENCH_ORDER_TASKS (100,000) tasks
// with generate_series, then measures the orders list (admin, seller scope with a sub-account,
// status + date + keyword filters, a deep page), the dashboard figures, the totals and `complete`
// with BENCH_ORDERS_CLIENTS (16) clients, prints p50/p99 and req/s, and EXPLAIN (ANALYZE, BUFFERS)
// of every statement the server ran for one call of each list line (captured by bench/sql-capture.mjs,
// preloaded into the server); then, at the same scale plus BENCH_USERS (100,000) accounts, RuoYi's getInfo and
// getRouters, the task list (admin; seller with a sub-account) and the user list (pages; userName and
// phone filters), publishing across BENCH_PUBLISH_SELLERS (100) sellers (BENCH_PUBLISHES, 2,000 calls),
// and the server's RSS at the end. Bounded: every phase stops at its deadline, the whole run at 15 minutes; the
// database is dropped at the end. BENCH_ROOT measures another checkout (e.g. main, for "before").
// BENCH_ORDERS_DATABASE=<name> keeps the seeded database under that name and reuses it on the next run
// (no seeding then), for measuring one change after another; drop it yourself when done.
// BENCH_ORDERS_ONLY=<text>[|<text>…] runs only the list lines whose label holds one of the texts (no dashboard, totals,
// completions or EXPLAIN). Then (when wrk is installed; BENCH_FLOOR=0 skips it) each list route against
// its floor (bench/floor.mjs): wrk, BENCH_FLOOR_CONNECTIONS (64) connections, BENCH_FLOOR_ROUNDS (3)
// alternating rounds of BENCH_FLOOR_SECONDS (5) each.
// The GET lines are driven by wrk when it is installed (BENCH_ORDERS_DRIVER=fetch for the Node client):
// BENCH_ORDERS_CLIENTS connections on one wrk thread for BENCH_ORDERS_SECONDS (8), each connection going
// through the line's paths in turn. wrk spends far less CPU per call than a Node client, which on these
// 2 cores shares the machine with the server and PostgreSQL; the Node client stays for the writes.
// Each wrk line first runs BENCH_ORDERS_WARM_SECONDS (2; 0 for none) of its own traffic, whose p99 is
// printed beside the line as its first seconds: a server runs for days, and what a line's first
// seconds cost (its statements planned on each pool connection, its kept figures taken by every
// client at once) is shown apart from what the same calls cost from then on.
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { captureStatements, compare, hasWrk, startFloor, wrk } from './floor.mjs';
import { taskBody } from './task-body.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.BENCH_ROOT ?? here);
const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 18201);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const TASKS = Number(process.env.BENCH_ORDER_TASKS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_ORDERS_CLIENTS ?? 16);
const REQUESTS = Number(process.env.BENCH_ORDERS_REQUESTS ?? 320);
const PUBLISH_SELLERS = Number(process.env.BENCH_PUBLISH_SELLERS ?? 100);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 2_000);
const PHASE_MS = 15_000;
/** Extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const RUN_MS = 15 * 60_000;
const KEEP = process.env.BENCH_ORDERS_DATABASE;
const ONLY = process.env.BENCH_ORDERS_ONLY;
/** Whether a line runs: every line without BENCH_ORDERS_ONLY, else those whose label holds one of its texts. */
const picked = (label) => !ONLY || ONLY.split('|').some((text) => label.includes(text));
const FLOOR = process.env.BENCH_FLOOR !== '0' && hasWrk();
const DRIVER = process.env.BENCH_ORDERS_DRIVER ?? (hasWrk() ? 'wrk' : 'fetch');
const WRK_SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 8);
const WARM_SECONDS = Number(process.env.BENCH_ORDERS_WARM_SECONDS ?? 2);
if (!['wrk', 'fetch'].includes(DRIVER)) throw new Error('BENCH_ORDERS_DRIVER: wrk or fetch');
const FLOOR_CONNECTIONS = Number(process.env.BENCH_FLOOR_CONNECTIONS ?? 64);
const FLOOR_ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 5);
if (KEEP !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(KEEP)) throw new Error('BENCH_ORDERS_DATABASE: a lower-case database name');
const base = `http://127.0.0.1:${PORT}/prod-api`;
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
const left = () => RUN_MS - (Date.now() - started);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, { samples, seconds, failed }) {
  const s = [...samples].sort((a, b) => a - b);
  const f = (v) => `${(v ?? 0).toFixed(1)} ms`;
  console.log(
    `${name.padEnd(44)} n=${String(s.length).padStart(5)}  p50 ${f(pct(s, 50)).padStart(9)}  p99 ${f(pct(s, 99)).padStart(9)}  ${(s.length / seconds).toFixed(0).padStart(5)} req/s${failed.length ? `  FAILED ${failed.length}: ${failed[0]}` : ''}`,
  );
}

/** A GET line: `pathOf(i)` for i = 0…REQUESTS-1, with `token`, by the chosen driver. */
async function measureGet(label, token, pathOf, scriptDir) {
  if (DRIVER === 'fetch') {
    report(label, await load(REQUESTS, (i) => call('GET', pathOf(i), token)));
    return;
  }
  if (left() < (WARM_SECONDS + WRK_SECONDS + 5) * 1000) {
    console.log(`${label}: skipped, the run's ${RUN_MS / 60_000} minutes are nearly used`);
    return;
  }
  const paths = Array.from({ length: REQUESTS }, (_, i) => `/prod-api${pathOf(i)}`);
  const run = (seconds) =>
    wrk(`http://127.0.0.1:${PORT}/`, { connections: CLIENTS, seconds, threads: 1, headers: { Authorization: `Bearer ${token}` }, scriptDir, paths });
  // The line's first seconds on its own: new statements planned on every pool connection, the kept
  // figures of a new filter taken by all the clients at once. Reported beside the line, not in it.
  const cold = WARM_SECONDS > 0 ? await run(WARM_SECONDS) : undefined;
  const r = await withCpu(() => run(WRK_SECONDS));
  const f = (v) => `${v.toFixed(1)} ms`;
  const errors = r.errors + (cold?.errors ?? 0);
  console.log(
    `${label.padEnd(44)} n=${String(r.requests).padStart(5)}  p50 ${f(r.p50).padStart(9)}  p99 ${f(r.p99).padStart(9)}  ${r.rps.toFixed(0).padStart(5)} req/s${cold ? `  (first ${WARM_SECONDS} s: p99 ${f(cold.p99)})` : ''}${cpuText(r)}${errors ? `  FAILED ${errors}` : ''}`,
  );
}

async function call(method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.msg}`);
  return json;
}

/** `total` calls of `fn`, CLIENTS in flight, stopping at the phase deadline. */
async function load(total, fn) {
  const samples = [];
  const failed = [];
  let next = 0;
  const t0 = performance.now();
  const deadline = Date.now() + Math.min(PHASE_MS, left());
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < total && Date.now() < deadline) {
        const i = next++;
        const s = performance.now();
        try {
          await fn(i);
          samples.push(performance.now() - s);
        } catch (err) {
          failed.push(err.message);
        }
      }
    }),
  );
  return { samples, failed, seconds: (performance.now() - t0) / 1000 };
}

const q = (o) => new URLSearchParams(o).toString();
const day = (msAgo) => new Date(Date.now() + 8 * 3600_000 - msAgo).toISOString().slice(0, 10);

/**
 * A login from another loopback address (127.0.0.0/8 is all loopback here): the login route allows 30
 * attempts a minute per address, and the publish phase signs in 100 sellers.
 */
function loginFrom(localAddress, username) {
  const body = JSON.stringify({ username, password: 'admin123' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: '/prod-api/login', method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const json = JSON.parse(text);
          if (json.code === 200) resolve(json.token);
          else reject(new Error(`login ${username}: ${json.code} ${json.msg}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Publishing across PUBLISH_SELLERS (100) sellers, PUBLISHES calls with CLIENTS in flight, each seller
 * in turn: bench users 10001… become sellers like the demo seller (its password, role, dept, site,
 * rate), are funded through the admin's adjustment route (a ledger row each), and sign in.
 */
async function publishPhase(db, adminT, scriptDir) {
  const ids = Array.from({ length: PUBLISH_SELLERS }, (_, i) => 10_001 + i);
  await db.query(
    `update sys_user u set password = s.password, dept_id = s.dept_id, site_id = s.site_id, rate = s.rate, add_money = s.add_money, status = '0'
     from sys_user s where s.user_id = 3 and u.user_id = any($1::bigint[])`,
    [ids],
  );
  await db.query(
    `insert into sys_user_role (user_id, role_id) select u, r.role_id from unnest($1::bigint[]) u, sys_user_role r where r.user_id = 3 on conflict do nothing`,
    [ids],
  );
  await call('POST', '/system/pwd/check?pwd=123456', adminT);
  for (const userId of ids) await call('PUT', '/system/customer/adjust', adminT, { userId, amount: 100_000, remark: 'bench publish funding' });
  const tokens = [];
  for (const [i, userId] of ids.entries()) tokens.push(await loginFrom(`127.0.0.${2 + Math.floor(i / 25)}`, `bench${userId - 10_000}`));
  const before = (await db.query(`select count(*)::int as n from biz_task where user_id = any($1::bigint[])`, [ids])).rows[0].n;
  const label = `POST /system/task (publish, ${PUBLISH_SELLERS} sellers)`;
  if (DRIVER === 'fetch') {
    report(label, await load(PUBLISHES, (i) => call('POST', '/system/task', tokens[i % tokens.length], taskBody(i, 'Bench publish'))));
  } else {
    // wrk, as the GET lines: BENCH_ORDERS_SECONDS of publishes, the sellers in turn, each body its own.
    const requests = Array.from({ length: PUBLISHES }, (_, i) => ({
      method: 'POST',
      path: '/prod-api/system/task',
      headers: { Authorization: `Bearer ${tokens[i % tokens.length]}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(taskBody(i, 'Bench publish')),
    }));
    const r = await withCpu(() => wrk(`http://127.0.0.1:${PORT}/`, { connections: CLIENTS, seconds: WRK_SECONDS, threads: 1, scriptDir, requests }));
    const f = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `${label.padEnd(44)} n=${String(r.requests).padStart(5)}  p50 ${f(r.p50).padStart(9)}  p99 ${f(r.p99).padStart(9)}  ${r.rps.toFixed(0).padStart(5)} req/s${r.errors ? `  FAILED ${r.errors}` : ''} (wrk)${cpuText(r)}`,
    );
  }
  const after = (await db.query(`select count(*)::int as n from biz_task where user_id = any($1::bigint[])`, [ids])).rows[0].n;
  console.log(`  tasks published: ${after - before}`);
}

/** Tasks and orders in bulk; the demo sellers 3 (sub-account 5) and 4 own 10 % of them, invented sellers the rest. */
async function bulkSeed(db) {
  const t0 = performance.now();
  const owner = (g) => `(case when ${g} % 100 < 5 then 3 when ${g} % 100 = 5 then 5 when ${g} % 100 < 10 then 4 else 10000 + ${g} % 997 end)`;
  await db.query(`insert into biz_task (task_no, user_id, region_id, region_name, platform, product_title, sku, product_price, task_quantity, remain_quantity,
      region_rate, rate, base_price, fee_snapshot, main_product_price, unit_price, total_price, all_total_add_service, all_total_price, status, staff_id,
      create_time, publish_time, distribute_time)
    select 'BT' || lpad(g::text, 8, '0'), ${owner('g')}, 1, 'US', 'amazon', 'Bench product ' || g || case when g % 10 = 0 then ' wireless' else '' end, 'SKU-' || lpad(g::text, 6, '0'), 19.99, 10, 0,
      7.2, 7.2, 10, '{}'::jsonb, 143.93, 150, 1500, 0, 1500, '1', 2,
      now() - interval '360 days', now() - interval '360 days', now() - interval '360 days'
    from generate_series(1, ${TASKS}) g`);
  await db.query(
    `create temp table bt as select task_id, task_no, user_id, product_title, sku, row_number() over (order by task_id) rn from biz_task where task_no like 'BT%'`,
  );
  await db.query('create index on bt (rn)');
  // As a bulk load does: the secondary indexes are dropped and built again after the insert, and the
  // counters' trigger (when present) is off for the insert, the counters rebuilt after it in one pass.
  const { rows: indexes } = await db.query(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
    where i.indrelid = 'biz_order'::regclass and not i.indisprimary and not i.indisunique`);
  for (const i of indexes) await db.query(`drop index ${i.name}`);
  await db.query('alter table biz_order disable trigger user');
  await db.query(`insert into biz_order (order_no, task_id, task_no, user_id, staff_id, region_id, region_name, platform, product_title, sku, product_price,
      rate, main_product_price, unit_price, total_price, actually_pay, order_status, evaluate_status, accept_time, ship_time, complete_time,
      actual_principal, settle_diff, settle_status, remark, create_time)
    select 'BO' || lpad(g::text, 9, '0'), bt.task_id, bt.task_no, bt.user_id, 2, 1, 'US', 'amazon', bt.product_title, bt.sku, 19.99,
      7.2, 143.93, 150, 150, case when s in ('1', '2') then 19.99 end, s, case when s = '2' then '1' else '0' end,
      a, case when s in ('1', '2') then a + interval '1 day' end, case when s = '2' then a + interval '3 days' end,
      case when s = '2' then 143.93 end, case when s = '2' then 0 end, case when s = '2' then 'settled' else 'none' end, 'ENV-' || g % 1000, a
    from (select g, ((g - 1) / (${ORDERS} / ${TASKS})) + 1 as rn,
            (case when (g * 37) % 100 < 70 then '2' when (g * 37) % 100 < 80 then '1' when (g * 37) % 100 < 90 then '0' when (g * 37) % 100 < 97 then '3' else '4' end) as s,
            now() - (${ORDERS} - g) * interval '30 seconds' as a
          from generate_series(1, ${ORDERS}) g) o
    join bt on bt.rn = o.rn`);
  await db.query('alter table biz_order enable trigger user');
  await db.query("set maintenance_work_mem = '256MB'");
  for (const i of indexes) await db.query(i.def);
  const { rows } = await db.query(`select to_regclass('biz_order_count') is not null as counters`);
  if (rows[0].counters) {
    await db.query('truncate biz_order_count, biz_order_daily');
    await db.query(`insert into biz_order_count (user_id, order_status, evaluate_status, n)
      select user_id, order_status, evaluate_status, count(*) from biz_order where del_flag = '0' group by 1, 2, 3`);
    await db.query(`insert into biz_order_daily (user_id, day, task_id, orders, open, completed, cancelled, total_price, actual_principal, settle_diff)
      select user_id, ((accept_time at time zone 'UTC') + interval '8 hours')::date, task_id, count(*),
        count(*) filter (where order_status in ('0', '1', '4')), count(*) filter (where order_status = '2'), count(*) filter (where order_status = '3'),
        coalesce(sum(total_price) filter (where order_status <> '3'), 0), coalesce(sum(actual_principal) filter (where order_status = '2'), 0),
        coalesce(sum(settle_diff) filter (where settle_status = 'settled'), 0)
      from biz_order where del_flag = '0' group by 1, 2, 3`);
  }
  // The id blocks' counts (migration 0025), when the checkout has them.
  if ((await db.query(`select to_regclass('biz_order_block') is not null as blocks`)).rows[0].blocks) {
    await db.query('truncate biz_order_block');
    await db.query(`insert into biz_order_block (block, n) select order_id / 4096, count(*) from biz_order where del_flag = '0' group by 1`);
  }
  await db.query('vacuum analyze');
  console.log(
    `seeded ${ORDERS} orders over ${TASKS} tasks in ${((performance.now() - t0) / 1000).toFixed(0)} s${rows[0].counters ? ' (counters rebuilt)' : ''}`,
  );
}

/**
 * BENCH_USERS (100,000) accounts for the user list, ids from 10,000 up (the bench tasks' owners are
 * among them), in one dept, each created a minute before the next. Skipped when they are there.
 */
async function seedUsers(db) {
  const { rows } = await db.query('select count(*)::int as n from sys_user where user_id >= 10000');
  if (rows[0].n >= USERS) return;
  const t0 = performance.now();
  await db.query(`insert into sys_user (user_id, user_name, nick_name, dept_id, phonenumber, create_time)
    select 10000 + g, 'bench' || g, 'Bench user ' || g, 103, '139' || lpad(g::text, 8, '0'), now() - g * interval '1 minute'
    from generate_series(1, ${USERS}) g on conflict do nothing`);
  await db.query(`select setval(pg_get_serial_sequence('sys_user', 'user_id'), (select max(user_id) from sys_user))`);
  await db.query('vacuum analyze sys_user');
  await db.query('vacuum analyze sys_user_name_suffix');
  console.log(`seeded ${USERS} users in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * RuoYi's logs and the ledger at scale, for their lists: BENCH_LOGS (1,000,000) operation-log entries
 * and as many ledger rows, a fifth as many login-log entries and a tenth as many job-log entries,
 * spread over the last year, oldest first. The ledger rows belong to 1,000 bench users (10001–11000),
 * 1,000 each, alternately +100 and −100 from a zero balance, so every balance still equals its ledger
 * sum and each account's chain is unbroken. Skipped when they are there.
 */
async function seedLogs(db) {
  const { rows } = await db.query('select (select count(*) from sys_oper_log)::int as n');
  if (rows[0].n >= LOGS) return;
  const t0 = performance.now();
  const spread = (g, n) => `now() - (${n} - ${g}) * (interval '365 days' / ${n})`;
  await db.query(`insert into sys_oper_log (title, business_type, method, request_method, oper_name, dept_name, oper_url, oper_ip,
      oper_location, oper_param, json_result, status, error_msg, oper_time, cost_time)
    select (array['任务管理', '订单管理', '用户管理', '充值管理', '提现管理', '角色管理'])[1 + g % 6], g % 10,
      'system.task.edit()', (array['POST', 'PUT', 'DELETE'])[1 + g % 3], 'bench' || (1 + g % 1000), '研发部门',
      '/prod-api/system/task/' || g, '10.0.' || (g % 250) || '.' || (g % 200), '内网IP',
      '{"taskId":' || g || ',"productTitle":"Bench product ' || g || '","sku":"SKU-' || lpad((g % 100000)::text, 6, '0') || '","taskQuantity":10,"remark":"bench"}',
      '{"code":200,"msg":"操作成功"}', case when g % 50 = 0 then 1 else 0 end, case when g % 50 = 0 then '余额不足' else '' end,
      ${spread('g', LOGS)}, g % 200
    from generate_series(1, ${LOGS}) g`);
  const logins = Math.round(LOGS / 5);
  await db.query(`insert into sys_logininfor (user_name, ipaddr, login_location, browser, os, status, msg, login_time)
    select 'bench' || (1 + g % 1000), '10.0.' || (g % 250) || '.' || (g % 200), '内网IP', 'Chrome 131', 'Windows 10',
      case when g % 20 = 0 then '1' else '0' end, case when g % 20 = 0 then '用户不存在/密码错误' else '登录成功' end, ${spread('g', logins)}
    from generate_series(1, ${logins}) g`);
  const runs = Math.round(LOGS / 10);
  await db.query(`insert into sys_job_log (job_id, job_name, job_group, invoke_target, job_message, status, trigger, fire_time, start_time, end_time, duration, create_time)
    select j.job_id, j.job_name, j.job_group, j.invoke_target, 'ok', case when g % 40 = 0 then '1' else '0' end, 'schedule',
      ${spread('g', runs)}, ${spread('g', runs)}, ${spread('g', runs)}, g % 90, ${spread('g', runs)}
    from generate_series(1, ${runs}) g cross join lateral (select * from sys_job order by job_id offset (g % (select count(*) from sys_job)) limit 1) j`);
  await db.query(`insert into biz_fund (user_id, site_id, type, amount, balance_before, balance_after, ref_type, ref_no, operator, remark, create_time)
    select 10001 + (g - 1) % 1000, 1, case when k % 2 = 0 then 1 else 4 end, case when k % 2 = 0 then 100 else -100 end,
      case when k % 2 = 0 then 0 else 100 end, case when k % 2 = 0 then 100 else 0 end, 'bench', 'BF' || lpad(g::text, 9, '0'), 'bench',
      case when k % 2 = 0 then '充值' else '发布任务' end, ${spread('g', LOGS)}
    from (select g, (g - 1) / 1000 as k from generate_series(1, ${LOGS}) g) f`);
  await db.query('vacuum analyze sys_oper_log, sys_logininfor, sys_job_log, biz_fund');
  console.log(
    `seeded ${LOGS} operation-log entries, ${logins} logins, ${runs} job runs and ${LOGS} ledger rows in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** The server's process id, once it runs (for its CPU time). */
let serverPid;

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, ms) of the processes `pids`, from /proc; a process gone meanwhile counts as 0. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return (ticks * 1000) / TICKS;
}

/** Every PostgreSQL process of this machine (the server's connections, the background writers). */
function postgresPids() {
  return readdirSync('/proc').filter((d) => {
    if (!/^\d+$/.test(d)) return false;
    try {
      return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

/**
 * Runs `run` (a wrk run) and adds what each of its requests cost in CPU: the server's and
 * PostgreSQL's (its backends are the pool's, so their CPU is this run's), in microseconds. A steadier
 * figure than req/s on a machine whose speed wanders between runs: it does not move with the load.
 */
async function withCpu(run, pid = serverPid) {
  const started = new Map(postgresPids().map((p) => [p, cpuMs([p])]));
  const handler = cpuMs([pid]);
  const r = await run();
  // Backends the pool opened during the run count from 0.
  const pgMs = postgresPids().reduce((ms, p) => ms + cpuMs([p]) - (started.get(p) ?? 0), 0);
  const per = (ms) => (r.requests ? Math.round((ms * 1000) / r.requests) : 0);
  const handlerUs = per(cpuMs([pid]) - handler);
  return { ...r, handlerUs, pgUs: per(pgMs) };
}

/** The CPU each request took, for a line's end. */
const cpuText = (r) => `  cpu/req: server ${r.handlerUs} µs, PostgreSQL ${r.pgUs} µs`;

/** The server's resident memory (kB → MB), from /proc. */
function rssOf(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return `${(kb / 1024).toFixed(0)} MB`;
  } catch {
    return 'unknown';
  }
}

/** The SQL of a statement on one line, long ones cut, its search expressions shown by name. */
function shortSql(text) {
  const one = text
    .replace(/\("biz_task"\."product_title" \|\| E'\\n' \|\| "biz_task"\."sku" \|\| E'\\n' \|\| "biz_task"\."task_no"\)/g, 'task_search_text')
    .replace(/\("biz_order"\."product_title" \|\| E'\\n' .*? "biz_order"\."task_no"\)/g, 'order_search_text')
    .replace(/\s+/g, ' ');
  return one.length > 400 ? `${one.slice(0, 400)} …` : one;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one captured statement with its values; the search expressions shown by name. */
async function explain(db, { name, text, values }) {
  // The page's rows by id: a prepared statement (a generic plan of primary-key lookups), named only.
  if (name?.endsWith('_wire_by_ids')) {
    console.log(`  -- ${name}: the page's ${values.at(-1)?.length ?? 0} rows by id (prepared)`);
    return;
  }
  // An estimate the server asked for (EXPLAIN without ANALYZE): its answer.
  if (/^\s*explain/i.test(text)) {
    const { rows } = await db.query(text, values);
    console.log(`  -- ${shortSql(text)}\n     planner estimate: ${rows[0]['QUERY PLAN'][0].Plan['Plan Rows']} rows`);
    return;
  }
  const { rows } = await db.query(`explain (analyze, buffers, costs off) ${text}`, values);
  console.log(
    `  -- ${shortSql(text)}${
      values.length
        ? `  [${values
            .map((v) => JSON.stringify(v))
            .join(', ')
            .slice(0, 160)}]`
        : ''
    }`,
  );
  const plan = rows
    .map((r) => r['QUERY PLAN'])
    .join('\n')
    .replace(/\(+product_title\)::text \|\| '\n'::text\)[\s\S]*?\(task_no\)::text\)/g, 'search_text');
  for (const line of plan.split('\n')) console.log(`     ${line}`);
}

/**
 * Each list route (a fixed page 2, as RuoYi's lists are paged) against its floor: the statements the
 * server ran for one call, run by a bare handler (bench/floor.mjs). Prints req/s, p99, the answers that
 * were not `code: 200`, and the ratio per round.
 */
async function floorPhase({ url, capture, dataDir, adminT, sellerT }) {
  const lines = [
    ['orders list, admin', adminT, '/system/orders/list?pageNum=2&pageSize=20'],
    ['orders list, seller + sub-account', sellerT, '/system/orders/list?pageNum=2&pageSize=20'],
    ['task list, admin', adminT, '/system/task/list?pageNum=2&pageSize=20'],
    ['task list, seller + sub-account', sellerT, '/system/task/list?pageNum=2&pageSize=20'],
    [`user list, ${USERS} users`, adminT, '/system/user/list?pageNum=2&pageSize=10'],
    ['operation log, admin', adminT, '/monitor/operlog/list?pageNum=2&pageSize=10'],
    ['ledger, admin', adminT, '/system/fund/list?pageNum=2&pageSize=10'],
    ['getInfo, admin', adminT, '/getInfo'],
  ];
  const floor = await startFloor(url, 10);
  console.log(`\nAgainst the floor: wrk, ${FLOOR_CONNECTIONS} connections, ${FLOOR_ROUNDS} alternating rounds of ${FLOOR_SECONDS} s; the median`);
  try {
    for (const [i, [label, token, route]] of lines.entries()) {
      if (!picked(label)) continue;
      if (left() < 2 * FLOOR_ROUNDS * (FLOOR_SECONDS + 1) * 1000 + 30_000) {
        console.log(`${label}: skipped, the run's ${RUN_MS / 60_000} minutes are nearly used`);
        continue;
      }
      // warm the server's plans and caches, then capture one call
      for (let w = 0; w < 20; w++) await call('GET', route, token);
      const statements = await captureStatements(capture, () => call('GET', route, token));
      floor.register(`line${i}`, statements);
      const r = await compare(`${base}${route}`, floor.url(`line${i}`), {
        rounds: FLOOR_ROUNDS,
        connections: FLOOR_CONNECTIONS,
        seconds: FLOOR_SECONDS,
        headers: { Authorization: `Bearer ${token}` },
        scriptDir: dataDir,
        // the floor answers from this process
        around: { server: (run) => withCpu(run), floor: (run) => withCpu(run, process.pid) },
      });
      const errs = (e) => (e ? `, ${e} errors` : '');
      console.log(
        `${label.padEnd(36)} ${String(statements.length)} statements  server ${r.server.rps.toFixed(0).padStart(5)} req/s p99 ${r.server.p99.toFixed(1)} ms${errs(r.server.errors)}  floor ${r.floor.rps.toFixed(0).padStart(5)} req/s p99 ${r.floor.p99.toFixed(1)} ms${errs(r.floor.errors)}  ratio ${r.ratio.toFixed(2)} (${r.ratios.map((x) => x.toFixed(2)).join(', ')})`,
      );
      console.log(
        `${''.padEnd(36)} cpu/req: server ${r.server.handlerUs} µs vs floor ${r.floor.handlerUs} µs, PostgreSQL ${r.server.pgUs} µs vs ${r.floor.pgUs} µs`,
      );
    }
  } finally {
    await floor.close();
  }
}

async function main() {
  const name = KEEP ?? `ceping_bench_orders_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const reuse = KEEP !== undefined && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!reuse) await admin.query(`create database ${name}`);
  const drop = async () => {
    if (KEEP === undefined) await admin.query(`drop database if exists ${name} with (force)`);
  };
  dropOnTimeout = async () => {
    server?.kill('SIGKILL');
    await drop();
  };
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-bench-orders-'));
  let server;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
    const capture = path.join(dataDir, 'statements.jsonl');
    const preload = ['--import', pathToFileURL(path.join(here, 'bench/sql-capture.mjs')).href];
    server = spawn(process.execPath, [...NODE_ARGS, ...preload, 'dist/main.js'], {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
        DATA_DIR: dataDir,
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_DIST: '/nonexistent',
        CEPING_SQL_CAPTURE: capture,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    serverPid = server.pid;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {}
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    await db.connect();
    // Health answers while migrations and the seed may still run: wait for the seeded accounts.
    for (let i = 0; ; i++) {
      const { rows } = await db.query(`select to_regclass('sys_user') is not null and to_regclass('biz_staff') is not null as ready`);
      if (rows[0].ready && (await db.query(`select 1 from sys_user where user_name = 'staff'`)).rowCount) break;
      if (i > 300) throw new Error('server did not migrate and seed');
      await new Promise((r) => setTimeout(r, 300));
    }
    if (!reuse) await bulkSeed(db);
    if (reuse) console.log(`reusing ${name}: ${(await db.query('select count(*)::int as n from biz_order')).rows[0].n} orders, not seeded again`);
    await seedUsers(db);
    await seedLogs(db);
    const login = async (u) => (await call('POST', '/login', null, { username: u, password: 'admin123' })).token;
    const adminT = await login('admin');
    const sellerT = await login('seller');
    const staffT = await login('staff');
    console.log(
      `Ceping orders bench: PostgreSQL, ${ORDERS} orders, ${CLIENTS} clients (${DRIVER === 'wrk' ? `wrk, ${WRK_SECONDS} s a line` : 'Node fetch'}), loopback, ${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    const range = { from: day(60 * 86_400_000), to: day(0) };
    const scenarios = [
      ['admin, newest pages 1-50', adminT, (i) => ({ pageNum: (i % 50) + 1 })],
      ['admin, deep page (offset 500,000)', adminT, () => ({ pageNum: 25_000 })],
      ['seller + sub-account, pages 1-50', sellerT, (i) => ({ pageNum: (i % 50) + 1 })],
      [
        'admin, status + 60-day range',
        adminT,
        (i) => ({ pageNum: (i % 20) + 1, orderStatus: '1', 'params[beginTime]': range.from, 'params[endTime]': range.to }),
      ],
      ['admin, keyword (a SKU)', adminT, (i) => ({ keyword: `SKU-${String(((i * 7919) % TASKS) + 1).padStart(6, '0')}` })],
      ['admin, keyword (a title word)', adminT, () => ({ keyword: 'wireless' })],
      [
        'seller, status + range + keyword',
        sellerT,
        (i) => ({ orderStatus: '2', 'params[beginTime]': range.from, 'params[endTime]': range.to, keyword: `product ${(i % 90) + 1}` }),
      ],
    ];
    for (const [label, token, params] of scenarios) {
      if (!picked(`GET /system/orders/list (${label})`)) continue;
      await measureGet(`GET /system/orders/list (${label})`, token, (i) => `/system/orders/list?${q({ pageSize: 20, ...params(i) })}`, dataDir);
    }
    // RuoYi's own routes and the task list at the same scale (issue 15).
    const routes = [
      ['GET /getInfo (admin)', adminT, () => '/getInfo'],
      ['GET /getInfo (seller)', sellerT, () => '/getInfo'],
      ['GET /getRouters (seller)', sellerT, () => '/getRouters'],
      ['GET /system/task/list (admin, pages 1-50)', adminT, (i) => `/system/task/list?${q({ pageNum: (i % 50) + 1, pageSize: 20 })}`],
      ['GET /system/task/list (seller + sub-account, pages 1-50)', sellerT, (i) => `/system/task/list?${q({ pageNum: (i % 50) + 1, pageSize: 20 })}`],
      [`GET /system/user/list (admin, ${USERS} users, pages 1-50)`, adminT, (i) => `/system/user/list?${q({ pageNum: (i % 50) + 1, pageSize: 10 })}`],
      [
        'GET /system/user/list (admin, userName filter)',
        adminT,
        (i) => `/system/user/list?${q({ pageNum: 1, pageSize: 10, userName: `bench${(i % 900) + 100}` })}`,
      ],
      [
        'GET /system/user/list (admin, phone + status filter)',
        adminT,
        (i) => `/system/user/list?${q({ pageNum: 1, pageSize: 10, phonenumber: `139${String(i % 1000).padStart(3, '0')}`, status: '0' })}`,
      ],
    ];
    // RuoYi's logs and the ledger at the same scale: lists whose tables grow with every operation.
    const days = { 'params[beginTime]': day(30 * 86_400_000), 'params[endTime]': day(0) };
    routes.push(
      [`GET /monitor/operlog/list (admin, ${LOGS} entries, pages 1-50)`, adminT, (i) => `/monitor/operlog/list?${q({ pageNum: (i % 50) + 1, pageSize: 10 })}`],
      [
        'GET /monitor/operlog/list (admin, type + 30 days)',
        adminT,
        (i) => `/monitor/operlog/list?${q({ pageNum: (i % 20) + 1, pageSize: 10, businessType: String(i % 10), ...days })}`,
      ],
      ['GET /monitor/logininfor/list (admin, pages 1-50)', adminT, (i) => `/monitor/logininfor/list?${q({ pageNum: (i % 50) + 1, pageSize: 10 })}`],
      ['GET /monitor/jobLog/list (admin, pages 1-50)', adminT, (i) => `/monitor/jobLog/list?${q({ pageNum: (i % 50) + 1, pageSize: 10 })}`],
      [`GET /system/fund/list (admin, ${LOGS} rows, pages 1-50)`, adminT, (i) => `/system/fund/list?${q({ pageNum: (i % 50) + 1, pageSize: 10 })}`],
      [
        'GET /system/fund/list (admin, one user)',
        adminT,
        (i) => `/system/fund/list?${q({ pageNum: (i % 20) + 1, pageSize: 10, userId: String(10001 + (i % 1000)) })}`,
      ],
      ['GET /system/fund/list (seller, pages 1-2)', sellerT, (i) => `/system/fund/list?${q({ pageNum: (i % 2) + 1, pageSize: 10 })}`],
      ['GET /system/fund/summary (admin, one user)', adminT, (i) => `/system/fund/summary?${q({ userId: String(10001 + (i % 1000)) })}`],
    );
    for (const [label, token, url] of routes) {
      if (!picked(label)) continue;
      await measureGet(label, token, url, dataDir);
    }
    if (FLOOR) await floorPhase({ url: url.toString(), capture, dataDir, adminT, sellerT });
    for (const [label, token] of ONLY
      ? []
      : [
          ['admin', adminT],
          ['seller', sellerT],
        ]) {
      await measureGet(`GET /system/orders/chartsIndex (${label})`, token, () => '/system/orders/chartsIndex', dataDir);
      await measureGet(
        `GET /system/orders/total (${label}, 30 days)`,
        token,
        (i) => `/system/orders/total?${q({ pageNum: (i % 2) + 1, pageSize: 20 })}`,
        dataDir,
      );
    }
    // Completions of the seller's shipped orders, 16 at once, each refunding 3.53 to the same balance.
    const { rows: shipped } = await db.query(
      `select order_id from biz_order where user_id = 3 and order_status = '1' and del_flag = '0' order by order_id desc limit ${ONLY ? 0 : REQUESTS}`,
    );
    const done = await load(shipped.length, (i) => call('PUT', '/system/orders/complete', staffT, { id: Number(shipped[i].order_id), actuallyPay: '19.50' }));
    if (shipped.length) report('PUT /system/orders/complete (one seller)', done);
    if (!ONLY || ONLY.split('|').some((text) => 'publish'.includes(text))) await publishPhase(db, adminT, dataDir);
    const { rows: check } = await db.query(
      // One pass over each table (a correlated sum per user is planned as a scan per user when the
      // ledger's statistics lag behind a publish run).
      `select count(*)::int as unbalanced from sys_user u
        left join (select user_id, sum(amount) as s from biz_fund group by user_id) f on f.user_id = u.user_id
        where u.money <> coalesce(f.s, 0)`,
    );
    console.log(
      `accounts whose balance differs from their ledger: ${check[0].unbalanced}; server RSS ${rssOf(server.pid)}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    // What the server ran for one call of each line (its first request), each statement explained:
    // the estimates it asked for (EXPLAIN without ANALYZE) and the wire rows' read included.
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the statements the server ran for the first call of each list line:');
    for (const [label, token, params] of scenarios) {
      if (ONLY) break;
      const route = `/system/orders/list?${q({ pageSize: 20, ...params(0) })}`;
      const statements = await captureStatements(capture, () => call('GET', route, token));
      console.log(`\n  ${label}: GET ${decodeURIComponent(route)}, ${statements.length} statements`);
      for (const s of statements) await explain(db, s);
    }
  } finally {
    await db.end().catch(() => {});
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
    }
    await drop();
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let dropOnTimeout = async () => {};
const timer = setTimeout(async () => {
  console.error(`orders bench: ${RUN_MS / 60_000} minutes passed, stopping`);
  await dropOnTimeout().catch(() => {});
  process.exit(1);
}, RUN_MS + 60_000);
main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(timer));
