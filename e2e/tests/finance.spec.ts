import { expect, test } from '@playwright/test';
import { loginAs, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, openFromSidebar } from '../ui.ts';

test('finance adjusts a seller balance behind the second password; the ledger and the balance agree to the cent', async ({ page }) => {
  const before = await queryOne<{ money: string }>(`select money::text as money from sys_user where user_name = 'seller2'`);
  const reason = `e2e credit ${uniqueSuffix()}`;

  await loginAs(page, 'admin');
  await openFromSidebar(page, '财务管理', '客户管理');
  const row = page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'seller2' });
  await row.getByRole('button', { name: buttonName('调账') }).click();
  const dialog = page.getByRole('dialog', { name: '调整余额' });
  await dialog.getByLabel('调整金额').fill('123.45');
  await dialog.getByLabel('调账原因').fill(reason);
  await dialog.getByRole('button', { name: buttonName('下一步') }).click();
  await expect(dialog.getByText('请确认调账信息')).toBeVisible();
  await dialog.getByRole('button', { name: buttonName('确认调账') }).click();

  // a wrong second password keeps everything as it was
  const pwd = page.getByRole('dialog', { name: '二级密码验证' });
  await pwd.getByLabel('请输入二级密码').fill('000000');
  await pwd.getByRole('button', { name: buttonName('确定') }).click();
  await expect(pwd.getByText('密码错误，请重试！')).toBeVisible();
  await shot(page, 'finance-second-password-zh');
  expect((await queryOne<{ money: string }>(`select money::text as money from sys_user where user_name = 'seller2'`)).money).toBe(before.money);

  await pwd.getByLabel('请输入二级密码').fill('123456');
  await pwd.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText(/调账成功，“seller2”当前余额/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const fund = await queryOne<{ type: number; amount: string; before: string; after: string; operator: string; money: string; total: string }>(
    `select f.type, f.amount::text as amount, f.balance_before::text as before, f.balance_after::text as after, f.operator,
            u.money::text as money, (select sum(amount)::text from biz_fund where user_id = u.user_id) as total
       from biz_fund f join sys_user u on u.user_id = f.user_id where f.remark = $1`,
    [reason],
  );
  expect(fund).toMatchObject({ type: 10, amount: '123.45', before: before.money, operator: 'admin' });
  expect(Number(fund.after) * 100).toBeCloseTo(Number(before.money) * 100 + 12345, 5);
  expect(fund.money).toBe(fund.after);
  expect(fund.total).toBe(fund.money);

  // the ledger screen shows the row with its reason
  await openFromSidebar(page, '财务管理', '资金明细');
  await expect(page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: reason })).toContainText('+123.45');
  await shot(page, 'finance-ledger-zh');
});
