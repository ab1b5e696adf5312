import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect } from '@playwright/test';
import pg from 'pg';
import { pressToClose } from './ui.ts';

export const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(artifacts, { recursive: true });

/** Runs one query on the e2e database (the server's own PostgreSQL database). */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** One row that must exist. */
export async function queryOne<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T> {
  const rows = await query<T>(text, values);
  expect(rows, `exactly one row for: ${text}`).toHaveLength(1);
  return rows[0];
}

/** Saves e2e/artifacts/<name>.png; running CSS animations are finished first (no half-faded dialogs). */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** A suffix that makes names unique per run (user names allow letters and digits). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/**
 * Whether the server will ask this user to change an initial password after login: the config row
 * says so and the password was never changed (`pwd_update_date` empty). Known before logging in, so
 * the tests never guess whether a dialog is about to show up.
 */
async function accountFacts(userName: string): Promise<{ prompt: boolean; nickName: string }> {
  return queryOne<{ prompt: boolean; nickName: string }>(
    `select (u.pwd_update_date is null and coalesce(c.config_value, '0') = '1') as prompt, u.nick_name as "nickName"
       from sys_user u left join sys_config c on c.config_key = 'sys.account.initPasswordModify'
      where u.user_name = $1 and u.del_flag = '0'`,
    [userName],
  );
}

/** Closes the "change your initial password" prompt the way a user would ("later"). */
export async function dismissPasswordPrompt(page: Page) {
  const prompt = page.getByRole('dialog').filter({ hasText: /初始密码|initial password/i });
  await expect(prompt).toBeVisible();
  await pressToClose(prompt, /稍后再说|later/i);
}

/**
 * Waits for the console shell of a loaded page: the navbar's user menu carries the nick name once
 * getInfo has answered (the password prompt is decided in the same store update).
 * Right after signing in, the "change your initial password" prompt appears when the server asks for
 * it and is dismissed; once dismissed it stays away for the rest of the browser session (reloads).
 */
export async function awaitShell(page: Page, userName: string, { signedIn = false } = {}) {
  const { prompt, nickName } = await accountFacts(userName);
  // The prompt is modal: while it shows, the navbar is hidden from the accessibility tree. Dismiss it first.
  if (signedIn && prompt) await dismissPasswordPrompt(page);
  await expect(page.getByRole('button', { name: nickName, exact: true })).toBeVisible();
  if (!(signedIn && prompt)) await expect(page.getByRole('dialog').filter({ hasText: /初始密码|initial password/i })).toHaveCount(0);
}

/**
 * Logs in through the login page as a person would (captcha is off for the e2e server); `timeout` for
 * a busy machine. A page that stays on the login page fails with what it shows (a rule or server message).
 */
export async function loginAs(page: Page, userName: string, password = 'admin123', { timeout }: { timeout?: number } = {}) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|user name|username|account/i).fill(userName);
  await page
    .getByPlaceholder(/密码|password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /登\s*录|log\s*in|sign\s*in/i }).click();
  try {
    await expect(page).toHaveURL(/\/home|\/index/, { timeout });
  } catch (error) {
    const shown = await page
      .locator('[role=alert], .ant-message-notice')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`${userName} stayed on ${page.url()}; the page shows: ${JSON.stringify(shown)}`, { cause: error });
  }
  await expect(page.locator('.app-main')).toBeVisible({ timeout });
  await awaitShell(page, userName, { signedIn: true });
}

/** Reloads the page and waits for the shell again. */
export async function reloadShell(page: Page, userName: string) {
  await page.reload();
  await awaitShell(page, userName);
}

/** The Admin-Token cookie of the page's browser context (undefined when logged out). */
export async function sessionToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === 'Admin-Token' && c.value !== '');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}
