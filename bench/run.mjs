// `npm run bench`: starts the real server on a fresh PostgreSQL database, publishes 10,000 tasks
// through the API (measuring POST /system/task), publishes 1,000 more with those present, then
// measures the price preview and GET /system/task/list for a seller and for the admin. Prints
// p50/p95/p99 and throughput. Loopback only; bounded in count and time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { taskBody as task } from './task-body.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 18555);
const TASKS = Number(process.env.BENCH_TASKS ?? 10000);
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const base = `http://127.0.0.1:${PORT}/prod-api`;
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, samples, seconds) {
  const s = [...samples].sort((a, b) => a - b);
  const f = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(38)} n=${String(s.length).padStart(6)}  p50 ${f(pct(s, 50)).padStart(9)}  p95 ${f(pct(s, 95)).padStart(9)}  p99 ${f(pct(s, 99)).padStart(9)}  ${(s.length / seconds).toFixed(0).padStart(5)} req/s`,
  );
}

async function call(method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    // A JSON content type only with a body: Fastify refuses an empty JSON body (the second-password check has none).
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.msg}`);
  return json;
}

/** Runs `total` calls of `fn` with `CONCURRENCY` in flight; returns latencies in ms and wall seconds. */
async function load(total, fn) {
  const samples = [];
  let next = 0;
  const started = performance.now();
  const deadline = Date.now() + 10 * 60_000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total && Date.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        await fn(i);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const name = `ceping_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-bench-'));
  const server = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL ?? '',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {}
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    const login = async (u) => (await call('POST', '/login', null, { username: u, password: 'admin123' })).token;
    const adminToken = await login('admin');
    const sellerToken = await login('seller');
    // Adjustments ask for the operator's second password (the demo's 123456) first.
    await call('POST', '/system/pwd/check?pwd=123456', adminToken);
    for (let i = 0; i < Math.ceil(TASKS / 4000); i++)
      await call('PUT', '/system/customer/adjust', adminToken, { userId: 3, amount: 1_000_000, remark: 'bench funding' });
    console.log(`Ceping bench: PostgreSQL, ${CONCURRENCY} concurrent clients, loopback, ${new Date().toISOString()}`);
    const pub = await load(TASKS, (i) => call('POST', '/system/task', sellerToken, task(i)));
    report('POST /system/task (publish+pay)', pub.samples, pub.seconds);
    // Autovacuum analyses a table about a minute after bulk writes; analyse now so the list figures
    // show the steady state rather than a planner that still believes the table is empty.
    const analyse = new pg.Client({ connectionString: url.toString() });
    await analyse.connect();
    await analyse.query('analyze');
    await analyse.end();
    // Publishing again with the bulk already there: the steady-state cost of one publish.
    const pubWarm = await load(Math.min(1000, TASKS), (i) => call('POST', '/system/task', sellerToken, task(TASKS + i)));
    report(`POST /system/task (${TASKS} present)`, pubWarm.samples, pubWarm.seconds);
    const preview = await load(Math.min(2000, TASKS), (i) => call('POST', '/system/task/price', sellerToken, task(i)));
    report('POST /system/task/price (preview)', preview.samples, preview.seconds);
    const listSeller = await load(LIST_REQUESTS, (i) => call('GET', `/system/task/list?pageNum=${(i % 50) + 1}&pageSize=20`, sellerToken));
    report('GET /system/task/list (seller)', listSeller.samples, listSeller.seconds);
    const listAdmin = await load(LIST_REQUESTS, (i) => call('GET', `/system/task/list?pageNum=${(i % 50) + 1}&pageSize=20&status=0`, adminToken));
    report('GET /system/task/list (admin, status)', listAdmin.samples, listAdmin.seconds);
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query(
      'select count(*)::int as tasks, (select count(*)::int from sys_user u where u.money <> coalesce((select sum(amount) from biz_fund f where f.user_id = u.user_id), 0)) as inconsistent from biz_task',
    );
    await check.end();
    console.log(`tasks in database: ${rows[0].tasks}; accounts whose balance differs from their ledger: ${rows[0].inconsistent}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
