import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect } from '@playwright/test';
import pg from 'pg';

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

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false });
}

/** Logs in through the login page as a person would (captcha is off for the e2e server). */
export async function loginAs(page: Page, userName: string, password = 'admin123') {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|user name|username/i).fill(userName);
  await page.getByPlaceholder(/密码|password/i).first().fill(password);
  await page.getByRole('button', { name: /登\s*录|log\s*in|sign\s*in/i }).click();
  await expect(page).toHaveURL(/\/home|\/index/);
}
