// `npm run faults`: the server under a mixed money load while its dependencies fail, then a flood.
//
// Starts its own PostgreSQL cluster (initdb on a free port) and its own Redis (free port), builds and
// starts the compiled server on them, and runs sellers publishing and cancelling tasks and an admin
// adjusting balances, every call with an Idempotency-Key that is repeated when an answer is lost or
// unavailable. Meanwhile it restarts Redis, restarts PostgreSQL and kill -9's the server (started
// again at once). It prints the failed calls per outage and the time to recover, then checks in the
// database: every balance = its ledger sum, no negative balance, an unbroken ledger chain per account,
// and no key charged twice. Last, a flood of reads on many connections: admitted requests and their
// p99, "busy" answers, HTTP 5xx (must be 0), server RSS before and after.
//
// Loopback only; bounded in time (about 2 minutes; FAULTS_SHORT=1 about 40 s, as CI runs it).
// Exits non-zero when an invariant or a bar fails.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHORT = process.env.FAULTS_SHORT === '1';
const LOAD_WORKERS = Number(process.env.FAULTS_WORKERS ?? 6);
const FLOOD_CONNECTIONS = Number(process.env.FAULTS_FLOOD_CONNECTIONS ?? (SHORT ? 100 : 200));
const FLOOD_SECONDS = Number(process.env.FAULTS_FLOOD_SECONDS ?? (SHORT ? 8 : 30));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const problems = [];
const fail = (msg) => {
  problems.push(msg);
  console.log(`  FAIL: ${msg}`);
};

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------- PostgreSQL (own cluster)
function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const p = path.join(base, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  return name;
}
const asRoot = userInfo().uid === 0;
/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function pgRun(bin, args, opts = {}) {
  const cmd = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  return execFileSync(cmd[0], cmd[1], { stdio: 'pipe', ...opts });
}
function startPostgresCluster(dir, port) {
  pgRun('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  pgStart(dir, port);
}
function pgStart(dir, port) {
  pgRun('pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
}
function pgStop(dir, mode = 'fast') {
  pgRun('pg_ctl', ['-D', dir, '-m', mode, '-w', '-t', '30', 'stop']);
}

// ---------------------------------------------------------------- Redis (own server)
function startRedis(port, dir) {
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  return proc;
}
async function waitFor(what, fn, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await fn()) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${ms / 1000} s`);
    await sleep(100);
  }
}
const redisUp = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => {
      s.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    s.on('error', () => resolve(false));
  });

// ---------------------------------------------------------------- the server
let server;
let serverPort;
let serverEnv;
function startServer() {
  // FAULTS_FROM_SOURCE=1 runs the TypeScript source through tsx (to measure a checkout without the build).
  const entry = process.env.FAULTS_FROM_SOURCE === '1' ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['--enable-source-maps', 'apps/server/dist/main.js'];
  server = spawn(process.execPath, entry, { cwd: root, env: serverEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  const mine = server;
  let stderr = '';
  mine.stderr.on('data', (d) => {
    stderr += d.toString();
  });
  mine.on('exit', (code) => {
    if (!mine.stoppedOnPurpose) fail(`server exited by itself (code ${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  });
  return mine;
}
const serverHealthy = async () => (await fetch(`http://127.0.0.1:${serverPort}/prod-api/ready`)).ok;
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
/** One HTTP call; resolves with {status, json} or {error} (never throws). */
function request(method, url, { token, body, key, lang } = {}, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: serverPort,
        method,
        path: `/prod-api${url}`,
        agent,
        timeout: timeoutMs,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
          ...(lang ? { 'content-language': lang } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json });
        });
        res.on('error', (error) => resolve({ error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error }));
    if (data) req.write(data);
    req.end();
  });
}

// ---------------------------------------------------------------- the money load
const BUSY_MSGS = new Set(['系统繁忙，请稍后再试', 'The system is busy, please try again in a moment']);
const UNAVAILABLE_MSGS = new Set(['服务暂不可用，请稍后再试', 'Service temporarily unavailable, please try again later']);
/** The first request of a key has not finished (or died with the server before its answer was stored). */
const IN_PROGRESS_MSGS = new Set(['该请求正在处理中，请稍后刷新查看结果', 'This request is still being processed; refresh shortly to see its result']);
const events = []; // {t, ok, first}
const keys = { publish: new Map(), adjust: new Map(), cancel: new Map() };
const stats = { calls: 0, ok: 0, refused: 0, unavailable: 0, busy: 0, transport: 0, internal: 0, retries: 0, http5xx: 0, inProgress: 0 };
const tokens = {};

/** Messages of the answers that were neither a success nor a definite refusal, with their counts. */
const otherAnswers = new Map();
const note = (what) => otherAnswers.set(what, (otherAnswers.get(what) ?? 0) + 1);

async function login(user, stop = () => false) {
  while (!stop()) {
    const r = await request('POST', '/login', { body: { username: user, password: 'admin123' } });
    if (r.json?.code === 200) {
      tokens[user] = r.json.token;
      if (user === 'admin') await request('POST', '/system/pwd/check?pwd=123456', { token: r.json.token });
      return;
    }
    note(`login: ${r.error?.message ?? r.json?.msg}`);
    await sleep(1000);
  }
}

/**
 * Calls a money route until it has a definite answer, repeating the same Idempotency-Key after a lost
 * answer, "service unavailable" or "busy" (so a call that did land must not be applied twice).
 */
async function moneyCall(kind, user, method, url, body, stop) {
  const key = randomUUID();
  const entry = { answers: [], body };
  keys[kind].set(key, entry);
  for (let attempt = 0; ; attempt++) {
    stats.calls++;
    const r = await request(method, url, { token: tokens[user], body, key });
    const t = now();
    const first = attempt === 0;
    if (r.status >= 500) stats.http5xx++;
    if (r.error) {
      stats.transport++;
      note(`no answer: ${r.error.message}`);
      events.push({ t, ok: false });
    } else if (r.json?.code === 200) {
      stats.ok++;
      events.push({ t, ok: true, first });
      entry.answers.push(r.json);
      return r.json;
    } else if (IN_PROGRESS_MSGS.has(r.json?.msg)) {
      // Its first request died with the server; whether it was applied is decided by the database
      // (checked below: never twice). The client gives up on this key.
      stats.inProgress++;
      events.push({ t, ok: false });
      return null;
    } else if (r.json?.code === 401) {
      note(`401: ${r.json?.msg}`);
      events.push({ t, ok: false });
      await login(user, stop);
    } else if (UNAVAILABLE_MSGS.has(r.json?.msg)) {
      stats.unavailable++;
      events.push({ t, ok: false });
    } else if (BUSY_MSGS.has(r.json?.msg)) {
      stats.busy++;
      note(`busy: ${method} ${url.replace(/\d+/g, 'N')}`);
      events.push({ t, ok: false });
    } else if (/内部错误|Internal server error/.test(r.json?.msg ?? '')) {
      stats.internal++;
      events.push({ t, ok: false });
      fail(`internal error on ${method} ${url}`);
      return null;
    } else {
      // A definite refusal (e.g. a balance too low, a task no longer cancellable): nothing applied.
      stats.refused++;
      events.push({ t, ok: true, first });
      entry.answers.push(r.json);
      return r.json;
    }
    if (stop()) return null;
    stats.retries++;
    await sleep(150);
  }
}

const taskBody = (title) => ({
  regionId: 1,
  productPic: '/profile/upload/faults/product.png',
  productTitle: title,
  productUrl: 'https://www.amazon.com/dp/B0FAULTS',
  sku: 'SKU-F',
  productPrice: '9.99',
  perQuantity: 1,
  taskQuantity: 1,
  ship: '0',
  enterMethod: '1',
  keywords: [{ keyword: 'faults', remark: '', quantity: 1 }],
  follow: 1,
  wish: 0,
  cart: 0,
  chat: 0,
  gift: 0,
  coupon: 0,
  compare: 0,
  browse: 0,
  matchProduct: 0,
  products: [],
});

async function worker(n, stop) {
  const sellers = ['seller', 'seller2'];
  let i = 0;
  while (!stop()) {
    const user = sellers[(n + i) % sellers.length];
    const op = i % 3;
    i++;
    if (op === 0 || op === 1) {
      const title = `faults ${randomBytes(6).toString('hex')}`;
      const res = await moneyCall('publish', user, 'POST', '/system/task', taskBody(title), stop);
      const taskId = res?.data?.taskId;
      if (taskId && op === 1) await moneyCall('cancel', user, 'PUT', `/system/task/${taskId}/cancel`, undefined, stop);
    } else {
      const amount = (n + i) % 2 ? '25.00' : '-5.00';
      const userId = user === 'seller' ? 3 : 4;
      await moneyCall('adjust', 'admin', 'PUT', '/system/customer/adjust', { userId, amount, remark: `faults ${randomBytes(6).toString('hex')}` }, stop);
    }
  }
}

/** Lets the load run until a call succeeds after `since` (bounded), so each outage is measured to its recovery. */
async function awaitRecovery(since, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!events.some((e) => e.t >= since && e.ok) && Date.now() < deadline) await sleep(100);
}

function outageReport(name, start, repaired) {
  const during = events.filter((e) => e.t >= start && !e.ok && (repaired === undefined || e.t <= repaired + 30_000));
  const firstOk = events.find((e) => e.t >= (repaired ?? start) && e.ok);
  const firstNew = events.find((e) => e.t >= (repaired ?? start) && e.ok && e.first);
  const failed = during.filter((e) => !firstOk || e.t < firstOk.t).length;
  const secs = (e) => (e ? ((e.t - (repaired ?? start)) / 1000).toFixed(2) : 'never');
  console.log(
    `  ${name.padEnd(28)} failed calls ${String(failed).padStart(5)}   first success ${secs(firstOk)} s after the repair (a new call: ${secs(firstNew)} s)`,
  );
  if (!firstOk) fail(`${name}: no successful call after the repair`);
  return { failed, recover: secs(firstOk) };
}

// ---------------------------------------------------------------- invariants
async function checkInvariants(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (text) => (await c.query(text)).rows;
    const mismatch = await q(`select u.user_id, u.money, coalesce(sum(f.amount), 0) as ledger from sys_user u left join biz_fund f on f.user_id = u.user_id
      group by u.user_id, u.money having u.money <> coalesce(sum(f.amount), 0)`);
    const negative = await q('select user_id, money from sys_user where money < 0');
    const broken = await q(`select user_id, fund_id from (select user_id, fund_id, balance_before,
        lag(balance_after) over (partition by user_id order by fund_id) as prev from biz_fund) x where prev is not null and prev <> balance_before`);
    const dupTasks = await q(`select product_title, count(*) from biz_task where product_title like 'faults %' group by product_title having count(*) > 1`);
    const dupAdjust = await q(`select remark, count(*) from biz_fund where remark like 'faults %' group by remark having count(*) > 1`);
    const tasks = Number((await q(`select count(*)::int as n from biz_task where product_title like 'faults %'`))[0].n);
    const adjusts = Number((await q(`select count(*)::int as n from biz_fund where remark like 'faults %'`))[0].n);
    const publishedOk = [...keys.publish.values()].filter((e) => e.answers.some((a) => a.code === 200)).length;
    const adjustedOk = [...keys.adjust.values()].filter((e) => e.answers.some((a) => a.code === 200)).length;
    const retried = [...keys.publish.values(), ...keys.adjust.values(), ...keys.cancel.values()].length;
    console.log('\nInvariants');
    console.log(`  accounts whose balance differs from their ledger sum: ${mismatch.length}`);
    console.log(`  accounts with a negative balance:                    ${negative.length}`);
    console.log(`  breaks in a ledger chain (before ≠ previous after):  ${broken.length}`);
    console.log(`  tasks published twice for one key:                   ${dupTasks.length}   (tasks ${tasks}, keys answered ok ${publishedOk})`);
    console.log(`  adjustments posted twice for one key:                ${dupAdjust.length}   (rows ${adjusts}, keys answered ok ${adjustedOk})`);
    console.log(`  idempotency keys used: ${retried}; calls repeated with the same key: ${stats.retries}`);
    if (mismatch.length) fail('balance ≠ ledger sum');
    if (negative.length) fail('negative balance');
    if (broken.length) fail('broken ledger chain');
    if (dupTasks.length || tasks > keys.publish.size) fail('a publish key charged twice');
    if (dupAdjust.length || adjusts > keys.adjust.size) fail('an adjustment key posted twice');
    if (tasks < publishedOk) fail('a publish answered ok is missing from the database');
    if (adjusts < adjustedOk) fail('an adjustment answered ok is missing from the database');
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------- the flood
async function flood(token) {
  const rssBefore = rssMb(server.pid);
  const lat = [];
  let busy = 0;
  let other = 0;
  let h5xx = 0;
  let transport = 0;
  const deadline = Date.now() + FLOOD_SECONDS * 1000;
  const urls = ['/system/task/list?pageNum=1&pageSize=10', '/getInfo', '/system/fund/list?pageNum=1&pageSize=10', '/system/dict/data/type/sys_normal_disable'];
  let n = 0;
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const t0 = now();
        const r = await request('GET', urls[n++ % urls.length], { token }, 60_000);
        const ms = now() - t0;
        if (r.status >= 500) h5xx++;
        if (r.error) transport++;
        else if (r.json?.code === 200) lat.push(ms);
        else if (BUSY_MSGS.has(r.json?.msg)) {
          busy++;
          await sleep(50);
        } else other++;
      }
    }),
  );
  const rssAfter = rssMb(server.pid);
  lat.sort((a, b) => a - b);
  const p = (q) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(q * lat.length))].toFixed(0) : '-');
  console.log(`\nFlood: ${FLOOD_CONNECTIONS} connections, ${FLOOD_SECONDS} s of reads (task list, getInfo, ledger, dictionary)`);
  console.log(`  admitted ${lat.length} (${(lat.length / FLOOD_SECONDS).toFixed(0)}/s)   p50 ${p(0.5)} ms   p99 ${p(0.99)} ms   max ${p(1)} ms`);
  console.log(`  busy answers ${busy}   other errors ${other}   transport errors ${transport}   HTTP 5xx ${h5xx}`);
  console.log(`  server RSS ${rssBefore} MB before, ${rssAfter} MB after`);
  if (h5xx) fail(`${h5xx} HTTP 5xx answers in the flood`);
  if (transport) fail(`${transport} requests without an answer in the flood`);
  return { admitted: lat.length, p99: Number(p(0.99)), busy };
}

// ---------------------------------------------------------------- main
async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'ceping-faults-'));
  chmodSync(work, 0o755);
  const pgDir = path.join(work, 'pg');
  const redisDir = path.join(work, 'redis');
  execFileSync('mkdir', ['-p', pgDir, redisDir]);
  if (asRoot)
    chownSync(pgDir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const pgPort = await freePort();
  const redisPort = await freePort();
  serverPort = await freePort();
  let redis;
  console.log(
    `Ceping faults: own PostgreSQL :${pgPort}, own Redis :${redisPort}, server :${serverPort}, ${new Date().toISOString()}${SHORT ? ' (short)' : ''}`,
  );
  try {
    startPostgresCluster(pgDir, pgPort);
    redis = startRedis(redisPort, redisDir);
    await waitFor('redis', () => redisUp(redisPort));
    if (process.env.FAULTS_FROM_SOURCE !== '1') execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'ignore' });
    const dbUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    serverEnv = {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: path.join(work, 'data'),
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
    };
    startServer();
    await waitFor('server', serverHealthy, 90_000);
    await Promise.all(['admin', 'seller', 'seller2'].map((u) => login(u)));
    // Funds for the sellers, so publishing never runs out during the run.
    for (const userId of [3, 4])
      await request('PUT', '/system/customer/adjust', { token: tokens.admin, body: { userId, amount: '100000', remark: 'funding for the fault run' } });

    let stopping = false;
    const stop = () => stopping;
    const loadStart = now();
    const workers = Array.from({ length: LOAD_WORKERS }, (_, n) => worker(n, stop));
    const pause = SHORT ? 3000 : 8000;
    const downFor = SHORT ? 1500 : 4000;
    console.log(`\nMixed money load: ${LOAD_WORKERS} clients (publish, cancel, adjust), outages every ${pause / 1000} s`);
    await sleep(pause);

    // 1. Redis restart (sessions are kept by its append-only file).
    const r0 = now();
    redis.kill('SIGKILL');
    await sleep(downFor);
    redis = startRedis(redisPort, redisDir);
    await waitFor('redis', () => redisUp(redisPort));
    const r1 = now();
    await awaitRecovery(r1);
    await sleep(pause);

    // 2. PostgreSQL restart: connections terminated, then refused while it is down.
    const p0 = now();
    pgStop(pgDir, 'fast');
    await sleep(downFor);
    pgStart(pgDir, pgPort);
    const p1 = now();
    await awaitRecovery(p1);
    await sleep(pause);

    // 3. kill -9 of the server (in-flight money requests cut off), started again at once.
    const k0 = now();
    const killed = server;
    server = null;
    killed.stoppedOnPurpose = true;
    killed.kill('SIGKILL');
    startServer();
    await waitFor('server', serverHealthy, 60_000);
    const k1 = now();
    // Repeats of the keys the kill cut off wait up to 3 s for their dead first request ("in progress").
    await awaitRecovery(k1);
    await sleep(pause);
    stopping = true;
    await Promise.all(workers);
    const seconds = (now() - loadStart) / 1000;

    console.log(
      `  calls ${stats.calls} in ${seconds.toFixed(0)} s: ok ${stats.ok}, refused by a rule ${stats.refused}, unavailable ${stats.unavailable}, busy ${stats.busy}, in progress after a crash ${stats.inProgress}, no answer ${stats.transport}, internal errors ${stats.internal}, HTTP 5xx ${stats.http5xx}`,
    );
    outageReport('Redis restart', r0, r1);
    outageReport('PostgreSQL restart', p0, p1);
    outageReport('server kill -9 + restart', k0, k1);
    console.log(`  server restart to healthy: ${((k1 - k0) / 1000).toFixed(2)} s`);
    if (otherAnswers.size) console.log(`  other answers: ${[...otherAnswers].map(([m, n]) => `${m} ×${n}`).join('; ')}`);
    if (stats.http5xx) fail(`${stats.http5xx} HTTP 5xx answers under the money load`);

    await checkInvariants(dbUrl);
    await login('seller');
    await flood(tokens.seller);
  } finally {
    if (server) {
      server.stoppedOnPurpose = true;
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode === null && server.signalCode === null ? server.once('exit', r) : r()));
    }
    agent.destroy();
    redis?.kill('SIGKILL');
    try {
      pgStop(pgDir, 'immediate');
    } catch {}
    rmSync(work, { recursive: true, force: true });
  }
  console.log(problems.length ? `\n${problems.length} problem(s):\n- ${problems.join('\n- ')}` : '\nAll fault checks held.');
  if (problems.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err.stack ?? err.message);
  process.exitCode = 1;
});
