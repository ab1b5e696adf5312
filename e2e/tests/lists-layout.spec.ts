import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, type Response, expect, test } from '@playwright/test';
import { loginAs, sessionToken } from '../support.ts';

/**
 * Walks the side menu each seeded role gets from `getRouters` (never a fixed list: screens added later
 * are walked too) and opens every page entry:
 * - no request of any page answers a permission error (HTTP 403 or RuoYi's `code: 403`) and no
 *   "no permission" message shows, for admin, staff, seller and subseller;
 * - at 1440 × 900 every list table fits without a sideways scroll (the table body's scrollWidth ≤ its
 *   clientWidth), with no exception: for the admin and the seller in both languages, for staff and
 *   subseller in Chinese; a screenshot of every page is saved to SHOTS.
 */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/web-speed-shots';
mkdirSync(SHOTS, { recursive: true });

type Lang = 'zh-CN' | 'en-US';
interface RouterNode {
  path: string;
  hidden?: boolean;
  component?: string;
  meta?: { title?: string; link?: string | null } | null;
  children?: RouterNode[];
}
interface Page_ {
  path: string;
  title: string;
}

const CONTAINERS = new Set(['Layout', 'ParentView', 'InnerLink']);
const isExternal = (p: string) => /^(https?:|mailto:|tel:)/.test(p);

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The page entries the sidebar shows (visible, not a container, no path parameter, not external). */
function pages(nodes: RouterNode[], parent = ''): Page_[] {
  const out: Page_[] = [];
  for (const node of nodes) {
    if (node.hidden || isExternal(node.path) || node.meta?.link) continue;
    const full = join(parent || '/', node.path);
    if (node.children?.length) out.push(...pages(node.children, full));
    else if (!CONTAINERS.has(node.component ?? 'Layout') && !full.includes(':')) out.push({ path: full, title: node.meta?.title ?? full });
  }
  return out;
}

async function menuPages(page: Page, lang: Lang): Promise<Page_[]> {
  const token = await sessionToken(page);
  const res = await page.request.get('/prod-api/getRouters', { headers: { Authorization: `Bearer ${token}`, 'Content-Language': lang } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: RouterNode[] };
  expect(body.code).toBe(200);
  return pages(body.data);
}

/** Collects the API answers that refuse for want of permission while a page loads. */
function watchDenials(page: Page) {
  const denied: string[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    const url = res.url();
    if (!url.includes('/prod-api/')) return;
    if (res.status() === 403) {
      denied.push(`${res.status()} ${url}`);
      return;
    }
    if (!(res.headers()['content-type'] ?? '').includes('json')) return;
    pending.push(
      res
        .json()
        .then((body: { code?: number; msg?: string }) => {
          if (body?.code === 403) denied.push(`code 403 ${url}: ${body.msg}`);
        })
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  return {
    async take(): Promise<string[]> {
      await Promise.all(pending);
      const out = denied.splice(0);
      pending.length = 0;
      return out;
    },
    stop: () => page.off('response', onResponse),
  };
}

/**
 * Opens a page inside the running app (as the browser's back/forward would: the router follows the
 * address on popstate) and waits until its requests are done.
 */
async function open(page: Page, target: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await expect(page.locator('.tags-view-item.active')).toHaveAttribute('data-tag-path', target, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // lazily loaded screens show a spinner until their chunk and first query are in
  await expect(page.locator('.app-main .ant-spin-spinning:visible')).toHaveCount(0, { timeout: 30_000 });
}

const NO_PERMISSION = /没有权限|无权限|no permission|not allowed|permission denied/i;

async function walkRole(page: Page, userName: string, lang: Lang, check: (page: Page, entry: Page_) => Promise<void>) {
  // a busy machine may take a while to answer and load the shell
  await loginAs(page, userName, 'admin123', { timeout: 60_000 });
  if (lang === 'en-US') {
    await page.evaluate(() => window.localStorage.setItem('language', 'en-US'));
    await page.reload();
    await expect(page.locator('.app-main')).toBeVisible({ timeout: 30_000 });
  }
  const entries = await menuPages(page, lang);
  expect(entries.length, `${userName} has menu pages`).toBeGreaterThan(0);
  const watch = watchDenials(page);
  const problems: string[] = [];
  for (const entry of entries) {
    await open(page, entry.path);
    const denied = await watch.take();
    if (denied.length) problems.push(`${entry.path}: ${denied.join('; ')}`);
    const messages = await page.locator('.ant-message-notice, .ant-notification-notice').allInnerTexts();
    const refused = messages.filter((m) => NO_PERMISSION.test(m));
    if (refused.length) problems.push(`${entry.path}: message ${refused.join(' | ')}`);
    await expect(page).not.toHaveURL(/\/401$/);
    await check(page, entry);
  }
  watch.stop();
  expect(problems, `${userName} (${lang}) opens every menu page without a permission error`).toEqual([]);
}

const fileName = (role: string, lang: Lang, p: string) => path.join(SHOTS, `${role}-${lang}${p.replace(/[/:]+/g, '_')}.png`);

/** The list tables of the page on screen that are wider than their container (a sideways scroll). */
async function wideTables(p: Page): Promise<string[]> {
  return p
    .locator('.app-main .ant-table-content, .app-main .ant-table-body')
    .evaluateAll((els) => els.filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1).map((el) => `${el.scrollWidth} > ${el.clientWidth}`));
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`admin (${lang}): every menu page loads, and every list fits 1440 px without a sideways scroll`, async ({ page }) => {
    test.setTimeout(900_000);
    const overflow: string[] = [];
    await walkRole(page, 'admin', lang, async (p, entry) => {
      await p.screenshot({ path: fileName('admin', lang, entry.path), animations: 'disabled' });
      const wide = await wideTables(p);
      if (wide.length) overflow.push(`${entry.path} (${entry.title}): ${wide.join(', ')}`);
    });
    expect(overflow, 'tables wider than the page').toEqual([]);
  });
}

// the seller's own screens (recharges, withdrawals…) in English too: their columns differ from the admin's
for (const [userName, lang] of [
  ['staff', 'zh-CN'],
  ['seller', 'zh-CN'],
  ['seller', 'en-US'],
  ['subseller', 'zh-CN'],
] as const) {
  test(`${userName} (${lang}): every page of the menu loads without a permission error, and every list fits 1440 px`, async ({ page }) => {
    test.setTimeout(600_000);
    const overflow: string[] = [];
    await walkRole(page, userName, lang, async (p, entry) => {
      await p.screenshot({ path: fileName(userName, lang, entry.path), animations: 'disabled' });
      const wide = await wideTables(p);
      if (wide.length) overflow.push(`${entry.path} (${entry.title}): ${wide.join(', ')}`);
    });
    expect(overflow, 'tables wider than the page').toEqual([]);
  });
}
