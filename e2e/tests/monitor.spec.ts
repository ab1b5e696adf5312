import { type Page, expect, test } from '@playwright/test';
import { awaitShell, loginAs, query, queryOne, shot } from '../support.ts';
import { buttonName, pressToClose, switchLanguage } from '../ui.ts';

// The screens read live figures from a busy machine: room beyond the default 90 s.
test.describe.configure({ timeout: 240_000 });

/** Opens a screen by its address and waits for its title in the breadcrumb. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('navigation').getByText(title, { exact: true })).toBeVisible();
}

test('the admin forces a second session out, and that browser is sent to the login page', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const other = await browser.newContext();
  const staffPage = await other.newPage();
  await loginAs(staffPage, 'staff');

  await open(page, '/monitor/online', '在线用户');
  // The admin's own session is marked and cannot be forced out.
  const mine = page.locator('.ant-table-row').filter({ hasText: '当前会话' });
  await expect(mine.getByRole('button', { name: /强退/ })).toBeDisabled();
  await shot(page, 'monitor-online');

  await page.getByPlaceholder('请输入用户名称').fill('staff');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  const rows = page.locator('.ant-table-row').filter({ hasText: 'staff' });
  await expect(rows.first()).toBeVisible();
  await expect(mine).toHaveCount(0);
  // Every staff session is forced out (an earlier spec on this server may have left one signed in).
  for (let n = await rows.count(); n > 0; n--) {
    await rows.first().getByRole('button', { name: /强退/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '是否确认强退名称为"staff"的用户？' });
    await pressToClose(dialog, buttonName('确定'));
    await expect(page.getByText('强退成功').first()).toBeVisible();
    await expect(rows).toHaveCount(n - 1);
  }

  // The kicked browser's next request answers 401: it is sent to the login page.
  await staffPage.reload();
  await expect(staffPage).toHaveURL(/\/login/, { timeout: 20_000 });
  await other.close();

  const forced = await queryOne<{ n: number }>(
    `select count(*)::int as n from sys_oper_log where title = '在线用户' and business_type = 7 and status = 0 and oper_name = 'admin'`,
  );
  expect(forced.n).toBeGreaterThanOrEqual(1);
  const logins = await query<{ status: string }>(`select status from sys_logininfor where user_name = 'staff' order by info_id desc limit 1`);
  expect(logins[0]?.status).toBe('0');
});

test('every monitor screen shows live figures, in Chinese', async ({ page }) => {
  await loginAs(page, 'admin');
  const [{ version }] = await query<{ version: string }>(`select split_part(version(), ' ', 2) as version`);

  await open(page, '/monitor/server', '服务监控');
  await expect(page.getByText('Node.js', { exact: true })).toBeVisible();
  await expect(page.getByText(/^v\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText('核心数')).toBeVisible();
  await expect(page.getByText('磁盘状态')).toBeVisible();
  await shot(page, 'monitor-server-zh');

  await open(page, '/monitor/cache', '缓存监控');
  await expect(page.getByTestId('cache-keys')).toHaveText(/^[1-9]\d*$/);
  await expect(page.locator('canvas')).toHaveCount(2);
  await shot(page, 'monitor-cache-zh');

  await open(page, '/monitor/cacheList', '缓存列表');
  await page.getByText('sys_dict', { exact: true }).click();
  const firstKey = page.locator('.ant-card').nth(1).locator('.ant-table-row').first();
  await expect(firstKey).toBeVisible();
  await firstKey.click();
  await expect(page.getByTestId('cache-value')).toHaveValue(/dictLabel/);
  await page.getByText('login_tokens', { exact: true }).click();
  await page.locator('.ant-card').nth(1).locator('.ant-table-row').first().click();
  await expect(page.getByText('该缓存内容不予显示')).toBeVisible();
  await expect(page.getByTestId('cache-value')).toHaveValue('');
  await shot(page, 'monitor-cache-list-zh');

  await open(page, '/monitor/druid', '数据监控');
  await expect(page.getByText(`PostgreSQL`, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`PostgreSQL ${version.replace('.', '\\.')}`))).toBeVisible();
  await expect(page.getByTestId('db-size')).toHaveText(/^\d+(\.\d)? (KB|MB|GB)$/);
  await expect(page.getByRole('cell', { name: 'sys_user', exact: true })).toBeVisible();
  await shot(page, 'monitor-database-zh');

  await open(page, '/system/log/logininfor', '登录日志');
  await page.getByPlaceholder('请输入用户名称').fill('admin');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(page.locator('.ant-table-row').first()).toContainText('admin');
  await shot(page, 'monitor-logininfor-zh');
  const adminLogins = await queryOne<{ n: number }>(`select count(*)::int as n from sys_logininfor where user_name = 'admin' and status = '0'`);
  expect(adminLogins.n).toBeGreaterThan(0);

  await open(page, '/system/log/operlog', '操作日志');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.locator('.ant-table-row').first().getByRole('button', { name: /详细/ }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '操作日志详细' })).toBeVisible();
  await shot(page, 'monitor-operlog-zh');
});

test('the monitor screens in English', async ({ page }) => {
  await loginAs(page, 'admin');
  await switchLanguage(page, '语言', 'English');
  await awaitShell(page, 'admin');

  await open(page, '/monitor/server', 'Server');
  await expect(page.getByText('Node.js process')).toBeVisible();
  await expect(page.getByText(/^mean [\d.]+ ms · p99/)).toBeVisible();
  await shot(page, 'monitor-server-en');

  await open(page, '/monitor/cache', 'Cache');
  await expect(page.getByText('In-process store')).toBeVisible();
  await expect(page.getByTestId('cache-keys')).toHaveText(/^[1-9]\d*$/);

  await open(page, '/monitor/druid', 'Database');
  await expect(page.getByText('Slowest statements (mean time)')).toBeVisible();
  await expect(page.getByText('Connection pool')).toBeVisible();
  await shot(page, 'monitor-database-en');

  await open(page, '/monitor/online', 'Online users');
  await expect(page.locator('.ant-table-row').filter({ hasText: 'This session' })).toHaveCount(1);

  await open(page, '/system/log/logininfor', 'Login log');
  await expect(page.getByRole('button', { name: /Unlock/ })).toBeDisabled();
  await page.locator('.ant-table-row').filter({ hasText: 'admin' }).first().locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: /Unlock/ }).click();
  await expect(page.getByText('User admin unlocked')).toBeVisible();
  await shot(page, 'monitor-logininfor-en');

  await open(page, '/system/log/operlog', 'Operation log');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const unlocked = await queryOne<{ n: number }>(`select count(*)::int as n from sys_oper_log where title = '账户解锁' and status = 0`);
  expect(unlocked.n).toBe(1);
});
