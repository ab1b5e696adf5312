// `npm run bench:web`: first-load figures of the production build in headless Chromium (Debian's).
//
// Builds the web app and the server (unless BENCH_WEB_NO_BUILD=1), starts the compiled server on a
// fresh embedded database, and measures with an empty cache each time, median of BENCH_WEB_RUNS (3):
//   - the login page: JS requests and their bytes as transferred (compressed), ready time;
//   - login → dashboard rendered (from the click);
//   - a cold deep link to a list (the ledger) with a signed-in cookie: rows shown, JS requests;
//   - a cold deep link to every list screen of the admin's menu (`/getRouters`), each the median of
//     BENCH_WEB_LIST_RUNS (default RUNS): the slowest first, and the slowest of all against the goal.
//     BENCH_WEB_LISTS=0 skips them.
// Loopback only; bounded in time.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 18556);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const LIST_RUNS = Number(process.env.BENCH_WEB_LIST_RUNS ?? RUNS);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** A list screen is ready when a table shows rows (or its empty state) and is not loading any more. */
const LIST_READY = '.app-main .ant-table-wrapper:not(:has(.ant-spin-spinning)) :is(.ant-table-row, .ant-table-placeholder)';

/** The page paths of a `/getRouters` tree: every routed screen with a component, no links or frames. */
function screenPaths(routes, prefix = '') {
  const out = [];
  for (const r of routes) {
    if (/^https?:/.test(r.path)) continue;
    const full = r.path.startsWith('/') ? r.path : `${prefix.replace(/\/$/, '')}/${r.path}`;
    if (r.children?.length) out.push(...screenPaths(r.children, full));
    else if (r.component && !['Layout', 'ParentView', 'InnerLink'].includes(r.component) && !r.hidden && !full.includes(':')) out.push(full);
  }
  return out;
}

/** Opens `url` in a fresh context (empty cache) with the session cookies; ms until `ready` shows, or null. */
async function coldOpen(browser, cookies, url, ready, timeout) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    await ctx.addCookies(cookies);
    const page = await ctx.newPage();
    const t = performance.now();
    await page.goto(url);
    try {
      await page.locator(ready).first().waitFor({ timeout });
    } catch {
      return null;
    }
    return performance.now() - t;
  } finally {
    await ctx.close();
  }
}

function executable() {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

/** Counts the JS responses of a page and their transferred (encoded) body bytes. */
function watchScripts(page) {
  const seen = { count: 0, bytes: 0, pending: [] };
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    seen.count++;
    seen.pending.push(
      res
        .request()
        .sizes()
        .then((s) => {
          seen.bytes += s.responseBodySize;
        })
        .catch(() => {}),
    );
  });
  return seen;
}

async function main() {
  if (process.env.BENCH_WEB_NO_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-bench-web-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: executable(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/prod-api/ready`)).ok) break;
      } catch {}
      if (i > 900) throw new Error('server did not start within 3 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = { ms: [], js: [], bytes: [] };
    const dashboard = [];
    const deep = { ms: [], js: [], bytes: [] };
    let cookies = [];
    for (let run = 0; run < RUNS; run++) {
      const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await ctx.newPage();
      const scripts = watchScripts(page);
      const t0 = performance.now();
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: /登\s*录/ }).waitFor();
      login.ms.push(performance.now() - t0);
      await page.waitForLoadState('networkidle');
      await Promise.all(scripts.pending);
      login.js.push(scripts.count);
      login.bytes.push(scripts.bytes);

      await page.getByPlaceholder(/账号/).fill('admin');
      await page.getByPlaceholder(/密码/).first().fill('admin123');
      const t1 = performance.now();
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.waitForURL(/\/home|\/index/);
      // The dashboard is rendered when the shell shows the user and the page content is in.
      await page.locator('.app-main .ant-card').first().waitFor();
      dashboard.push(performance.now() - t1);
      cookies = await ctx.cookies();
      await ctx.close();

      // A cold deep link to the ledger with the session cookie, empty cache.
      const ctx2 = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      await ctx2.addCookies(cookies);
      const page2 = await ctx2.newPage();
      const scripts2 = watchScripts(page2);
      const t2 = performance.now();
      await page2.goto(`${base}/finance/fund-detail`);
      await page2.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
      deep.ms.push(performance.now() - t2);
      await page2.waitForLoadState('networkidle');
      await Promise.all(scripts2.pending);
      deep.js.push(scripts2.count);
      deep.bytes.push(scripts2.bytes);
      await ctx2.close();
    }
    const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
    console.log(`Ceping web bench: production build, headless Chromium, empty cache, median of ${RUNS}, ${new Date().toISOString()}`);
    console.log(
      `login page                 ready ${median(login.ms).toFixed(0).padStart(6)} ms   JS ${median(login.js)} requests, ${kb(median(login.bytes))} transferred`,
    );
    console.log(`login → dashboard rendered       ${median(dashboard).toFixed(0).padStart(6)} ms`);
    console.log(
      `cold deep link to the ledger ready ${median(deep.ms).toFixed(0).padStart(6)} ms   JS ${median(deep.js)} requests, ${kb(median(deep.bytes))} transferred`,
    );
    if (process.env.BENCH_WEB_LISTS !== '0') await listScreens(browser, cookies);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every list screen of the admin's menu, opened cold: the median per screen, the slowest first. */
async function listScreens(browser, cookies) {
  const token = cookies.find((c) => c.name === 'Admin-Token')?.value;
  const res = await fetch(`${base}/prod-api/getRouters`, { headers: { authorization: `Bearer ${token}` } });
  const paths = screenPaths((await res.json()).data);
  const figures = [];
  const others = [];
  for (const p of paths) {
    const first = await coldOpen(browser, cookies, `${base}${p}`, LIST_READY, 15_000);
    // Screens without a table (the dashboard, forms, monitors) are named, not timed.
    if (first === null) {
      others.push(p);
      continue;
    }
    const ms = [first];
    for (let i = 1; i < LIST_RUNS; i++) ms.push((await coldOpen(browser, cookies, `${base}${p}`, LIST_READY, 30_000)) ?? Number.NaN);
    figures.push({ path: p, ms: median(ms) });
  }
  figures.sort((a, b) => b.ms - a.ms);
  console.log(`cold deep link to each of ${figures.length} list screens (median of ${LIST_RUNS}), slowest first:`);
  for (const f of figures) console.log(`  ${f.path.padEnd(36)} ${f.ms.toFixed(0).padStart(6)} ms`);
  const all = figures.map((f) => f.ms).sort((a, b) => a - b);
  console.log(`list screens: median ${median(all).toFixed(0)} ms, slowest ${all.at(-1)?.toFixed(0)} ms (${figures[0]?.path}); goal ≤ 1500 ms`);
  if (others.length) console.log(`screens without a table, not timed: ${others.join(', ')}`);
}

main().catch((err) => {
  console.error(err.stack ?? err.message);
  process.exitCode = 1;
});
