import { type Page, expect, test } from '@playwright/test';
import { awaitShell, loginAs, query, queryOne, sessionToken, shot, uniqueSuffix } from '../support.ts';
import { solidPng } from '../png.ts';
import { pressToClose, userMenu } from '../ui.ts';

const SELLER = 'seller';
const PASSWORD = 'admin123';

async function openProfile(page: Page, nickName: string) {
  await userMenu(page, nickName, '个人中心');
  await expect(page).toHaveURL(/\/user\/profile/);
  await expect(page.getByText('个人信息')).toBeVisible();
}

async function logout(page: Page, nickName: string) {
  await userMenu(page, nickName, '退出登录');
  await pressToClose(page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' }), /确\s?定/);
  await expect(page).toHaveURL(/\/login/);
}

/** Changes the password on the "修改密码" tab of the personal center. */
async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  await page.getByRole('tab', { name: '修改密码' }).click();
  const form = page.locator('form[id="profilePwd"]');
  await form.getByLabel('旧密码').fill(oldPassword);
  await form.getByLabel('新密码').fill(newPassword);
  await form.getByLabel('确认密码').fill(newPassword);
  await form.getByRole('button', { name: /保\s?存/ }).click();
  // the toast reads like the avatar's, which may still be shown: the cleared form tells this one apart
  await expect(form.getByLabel('旧密码')).toHaveValue('');
  await expect(page.getByText('修改成功').last()).toBeVisible();
}

// A failure half-way must not leave the seller locked out for the next specs: put the seeded
// password (every demo account shares it) and nick name back.
test.afterEach(async () => {
  const info = test.info();
  if (info.status === info.expectedStatus) return;
  await query(
    `update sys_user set password = (select password from sys_user where user_name = 'seller2'), nick_name = '优品商家'
      where user_name = $1`,
    [SELLER],
  );
});

test('a seller edits the profile, changes the password and uploads an avatar', async ({ page }) => {
  const original = await queryOne<{ nick_name: string; avatar: string }>('select nick_name, avatar from sys_user where user_name = $1', [SELLER]);
  const nick = `优品${uniqueSuffix().slice(-5)}`;

  await loginAs(page, SELLER);
  await openProfile(page, original.nick_name);
  await expect(page.getByRole('tab', { name: '基本资料' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('13800000001')).toBeVisible();
  await page.getByText('个人信息').hover(); // away from the user menu, which then closes
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeHidden();
  await shot(page, 'profile-zh');

  // ---- nickname ----
  const info = page.locator('form[id="profileInfo"]');
  await expect(info.getByLabel('用户昵称')).toHaveValue(original.nick_name);
  await info.getByLabel('用户昵称').fill(nick);
  await info.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page.getByRole('button', { name: nick, exact: true })).toBeVisible(); // the navbar follows
  expect((await queryOne<{ nick_name: string }>('select nick_name from sys_user where user_name = $1', [SELLER])).nick_name).toBe(nick);

  // ---- avatar: the navbar shows the uploaded picture ----
  const navbarAvatar = page.getByRole('button', { name: nick, exact: true }).getByRole('img', { name: '用户头像' });
  const before = await navbarAvatar.getAttribute('src');
  await page.getByRole('button', { name: '点击修改头像' }).click();
  const dialog = page.getByRole('dialog', { name: '修改头像' });
  await expect(dialog.getByRole('button', { name: /提\s?交/ })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(64, [230, 80, 20]) });
  await expect(dialog.getByText('avatar.png')).toBeVisible();
  await expect(dialog.getByRole('img', { name: '预览' })).toHaveAttribute('src', /^blob:/);
  await shot(page, 'profile-avatar-dialog-zh');
  await dialog.getByRole('button', { name: /提\s?交/ }).click();
  await expect(dialog).toBeHidden();
  const stored = await queryOne<{ avatar: string }>('select avatar from sys_user where user_name = $1', [SELLER]);
  expect(stored.avatar).toMatch(/^\/profile\/avatar\/.+\.png$/);
  expect(stored.avatar).not.toBe(original.avatar);
  await expect(navbarAvatar).toHaveAttribute('src', `/prod-api${stored.avatar}`);
  expect(before).not.toBe(`/prod-api${stored.avatar}`);
  // the picture really loads (the server serves the stored file)
  await expect.poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  await expect(page.getByRole('button', { name: '点击修改头像' }).getByRole('img')).toHaveAttribute('src', `/prod-api${stored.avatar}`);

  // ---- password: change, log in with the new one, then put it back ----
  const newPassword = `Pw${uniqueSuffix()}`;
  await changePassword(page, PASSWORD, newPassword);
  expect((await queryOne<{ changed: boolean }>('select pwd_update_date is not null as changed from sys_user where user_name = $1', [SELLER])).changed).toBe(
    true,
  );
  await logout(page, nick);
  expect(await sessionToken(page)).toBeUndefined();

  await page.getByPlaceholder('账号').fill(SELLER);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await loginAs(page, SELLER, newPassword);
  await openProfile(page, nick);
  await changePassword(page, newPassword, PASSWORD);
  // the old password works again
  const res = await page.request.post('/prod-api/login', { data: { username: SELLER, password: PASSWORD } });
  expect((await res.json()) as { code: number }).toMatchObject({ code: 200 });

  // ---- nickname back, so other specs see the seeded name ----
  await page.getByRole('tab', { name: '基本资料' }).click();
  await info.getByLabel('用户昵称').fill(original.nick_name);
  await info.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByRole('button', { name: original.nick_name, exact: true })).toBeVisible();
  await awaitShell(page, SELLER);
});
