import { expect, test } from '@playwright/test';
import { awaitShell, loginAs, query, queryOne, reloadShell, sessionToken, shot, uniqueSuffix } from '../support.ts';
import { buttonName, choose, menuName, openContextMenu, openFromSidebar, openMenu, pressToClose, switchLanguage, userMenu } from '../ui.ts';

interface UserRow {
  nick_name: string;
  status: string;
  del_flag: string;
}

const userRow = (userName: string) => queryOne<UserRow>('select nick_name, status, del_flag from sys_user where user_name = $1', [userName]);

test('admin logs in, manages a user end to end and sees the server-driven sidebar', async ({ page }) => {
  const name = `e2e${uniqueSuffix()}`;
  const nick = `测试${name.slice(-6)}`;

  await page.goto('/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await shot(page, 'foundation-login-zh');
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await shot(page, 'foundation-home-zh');

  const sidebar = page.locator('.sidebar-container');
  for (const dir of ['系统管理', '业务管理', '财务管理']) await expect(sidebar.getByRole('menuitem', { name: menuName(dir) })).toBeVisible();

  await openFromSidebar(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/\/system\/user$/);
  const table = page.locator('.ant-table');
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await shot(page, 'foundation-users-zh');

  // ---- add ----
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加用户' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('用户昵称').fill(nick);
  // the department picker's combobox is not tied to its label (see report): find it in its form row
  await dialog.locator('.ant-form-item').filter({ hasText: '归属部门' }).getByRole('combobox').click();
  await page.locator('.ant-select-tree').getByTitle('研发部门').click();
  await dialog.getByLabel('手机号码').fill(`139${String(Date.now()).slice(-8)}`);
  await dialog.getByLabel('邮箱').fill(`${name}@example.com`);
  await dialog.getByLabel('用户名称').fill(name);
  await dialog.getByLabel('用户密码').fill('e2e-pass-123');
  await choose(page, dialog, '用户性别', '女');
  await choose(page, dialog, '角色', '客服');
  await dialog.getByLabel('用户昵称').click(); // closes the role list
  await shot(page, 'foundation-user-dialog-zh');
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await expect(dialog).toBeHidden();
  const added = await queryOne<{ user_id: number; nick_name: string; sex: string; dept_id: number; status: string }>(
    'select user_id::int, nick_name, sex, dept_id::int, status from sys_user where user_name = $1',
    [name],
  );
  expect(added).toMatchObject({ nick_name: nick, sex: '1', dept_id: 103, status: '0' });
  const roles = await query<{ role_key: string }>('select r.role_key from sys_user_role ur join sys_role r on r.role_id = ur.role_id where ur.user_id = $1', [
    added.user_id,
  ]);
  expect(roles.map((r) => r.role_key)).toEqual(['service']);

  // ---- find it ----
  const search = page.getByRole('form', { name: '搜索' });
  await search.getByLabel('用户名称').fill(name);
  await search.getByRole('button', { name: buttonName('搜索') }).click();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tbody').getByRole('row').filter({ hasNotText: name })).toHaveCount(0);

  // ---- edit the nickname ----
  await row.getByRole('button', { name: buttonName('修改') }).click();
  const edit = page.getByRole('dialog', { name: '修改用户' });
  await expect(edit.getByLabel('用户昵称')).toHaveValue(nick);
  await edit.getByLabel('用户昵称').fill(`${nick}改`);
  await edit.getByRole('button', { name: buttonName('确定') }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: `${nick}改` })).toBeVisible();
  expect((await userRow(name)).nick_name).toBe(`${nick}改`);

  // ---- disable with the status switch ----
  const status = row.getByRole('switch', { name: '状态' });
  await expect(status).toBeChecked();
  await status.click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确认要"停用""${name}"用户吗？` });
  await confirm.getByRole('button', { name: buttonName('确定') }).click();
  await expect(confirm).toBeHidden();
  await expect(status).not.toBeChecked();
  expect((await userRow(name)).status).toBe('1');

  // ---- delete ----
  await row.getByRole('button', { name: buttonName('删除') }).click();
  const del = page.getByRole('dialog').filter({ hasText: `是否确认删除用户编号为"${added.user_id}"的数据项？` });
  await del.getByRole('button', { name: buttonName('确定') }).click();
  await expect(del).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await userRow(name)).del_flag).toBe('2');
});

test('the console switches to English: menus, table headers and buttons', async ({ page }) => {
  await loginAs(page, 'admin');
  await openFromSidebar(page, '系统管理', '用户管理');
  await expect(page.getByRole('columnheader', { name: '用户名称' })).toBeVisible();

  await switchLanguage(page, '语言', 'English');
  const sidebar = page.locator('.sidebar-container');
  await expect(sidebar.getByRole('menuitem', { name: menuName('System') })).toBeVisible();
  await expect(sidebar.getByRole('menuitem', { name: menuName('Users') })).toBeVisible();
  for (const dir of ['Home', 'Business', 'Finance']) await expect(sidebar.getByRole('menuitem', { name: menuName(dir) })).toBeVisible();
  for (const header of ['User ID', 'User name', 'Nickname', 'Department', 'Mobile', 'Status', 'Created at', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  for (const button of ['Search', 'Reset', 'Add', 'Edit', 'Delete', 'Import', 'Export']) {
    await expect(page.getByRole('button', { name: buttonName(button) }).first()).toBeVisible();
  }
  await expect(page.getByRole('form', { name: 'Search' }).getByLabel('User name')).toHaveAttribute('placeholder', 'Enter the user name');
  // the tag, the breadcrumb and the dictionary labels follow too
  await expect(page.locator('.tags-view-container').getByRole('link', { name: /^Users/ })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Home')).toBeVisible();
  await page.getByRole('form', { name: 'Search' }).getByRole('combobox', { name: 'Status' }).click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('Normal', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-US');
  await shot(page, 'foundation-users-en');

  // the shell in English: tabs menu, settings drawer, home
  const tagMenu = await openContextMenu(page, page.locator('.tags-view-container').getByRole('link', { name: /^Users/ }));
  for (const item of ['Refresh page', 'Close current', 'Close others', 'Close left', 'Close right', 'Close all']) {
    await expect(tagMenu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await shot(page, 'foundation-tags-menu-en');
  await page.keyboard.press('Escape');
  await expect(tagMenu).toBeHidden();
  await userMenu(page, '管理员', 'Layout settings');
  const drawer = page.getByRole('dialog', { name: 'Layout settings' });
  for (const label of ['Top navigation', 'Page tabs', 'Fixed header', 'Show logo', 'Dynamic title'])
    await expect(drawer.getByRole('switch', { name: label })).toBeVisible();
  await shot(page, 'foundation-settings-en');
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
  await page
    .locator('.sidebar-container')
    .getByRole('menuitem', { name: menuName('Home') })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome back, 管理员' })).toBeVisible();
  await shot(page, 'foundation-home-en');
  await page
    .locator('.tags-view-container')
    .getByRole('link', { name: /^Users/ })
    .click();

  await page.getByRole('button', { name: buttonName('Add') }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  for (const label of ['Nickname', 'Mobile', 'Email', 'User name', 'Password', 'Gender', 'Roles']) await expect(dialog.getByLabel(label).first()).toBeVisible();
  await shot(page, 'foundation-user-dialog-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // the choice survives a reload, and switching back restores Chinese
  await reloadShell(page, 'admin');
  await expect(sidebar.getByRole('menuitem', { name: menuName('Users') })).toBeVisible();
  await switchLanguage(page, 'Language', '简体中文');
  await expect(sidebar.getByRole('menuitem', { name: menuName('用户管理') })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '用户名称' })).toBeVisible();
});

test('shell features: tags menu, settings drawer, layout size, sidebar collapse, fullscreen', async ({ page }) => {
  await loginAs(page, 'admin');
  const tags = page.locator('.tags-view-container');
  const tag = (title: string) => tags.getByRole('link', { name: new RegExp(`^${title}`) });

  // ---- visited-page tabs and their context menu ----
  await openFromSidebar(page, '系统管理', '用户管理');
  await openFromSidebar(page, '业务管理', '国家/地区');
  await openFromSidebar(page, '业务管理', '站点管理');
  for (const title of ['首页', '用户管理', '国家/地区', '站点管理']) await expect(tag(title)).toBeVisible();

  // ---- a visited tab keeps its page alive: search, leave, come back ----
  await tag('用户管理').click();
  const userName = page.getByPlaceholder('请输入用户名称');
  await userName.fill('seller');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'seller2', exact: true })).toBeVisible();
  await tag('站点管理').click();
  await expect(page).toHaveURL(/\/business\/site$/);
  await tag('用户管理').click();
  await expect(userName).toHaveValue('seller');
  await expect(page.getByRole('cell', { name: 'seller2', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  // refreshing the tab starts the page afresh
  await (await openContextMenu(page, tag('用户管理'))).getByRole('menuitem', { name: '刷新页面' }).click();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByPlaceholder('请输入用户名称')).toHaveValue('');
  const menu = await openContextMenu(page, tag('国家/地区'));
  for (const item of ['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await shot(page, 'foundation-tags-menu-zh');
  await menu.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(page).toHaveURL(/\/business\/region$/);
  await expect(tag('用户管理')).toHaveCount(0);
  await expect(tag('站点管理')).toHaveCount(0);
  await expect(tag('首页')).toBeVisible();
  await (await openContextMenu(page, tag('国家/地区'))).getByRole('menuitem', { name: '全部关闭' }).click();
  await expect(page).toHaveURL(/\/home(\/index)?$/);
  await expect(tag('国家/地区')).toHaveCount(0);
  await expect(tag('首页')).toBeVisible();

  // ---- settings drawer: theme colour and the tabs switch ----
  await openFromSidebar(page, '系统管理', '用户管理');
  await userMenu(page, '管理员', '布局设置');
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '#ff4500' }).click();
  await expect(drawer.getByRole('button', { name: '#ff4500' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: buttonName('搜索') })).toHaveCSS('background-color', 'rgb(255, 69, 0)');
  await shot(page, 'foundation-settings-zh');
  const tagsSwitch = drawer.getByRole('switch', { name: '开启页签' });
  await tagsSwitch.click();
  await expect(tags).toHaveCount(0);
  await tagsSwitch.click();
  await expect(tag('用户管理')).toBeVisible();
  await drawer.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByText('配置已保存')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting'))) ?? '{}')).toMatchObject({ theme: '#ff4500', tagsView: true });
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toBeHidden();

  // ---- layout size: large, then small; each choice reloads the page after a second ----
  for (const [label, size, cls] of [
    ['较大', 'large', /ant-btn-lg/],
    ['稍小', 'small', /ant-btn-sm/],
  ] as const) {
    const sizes = await openMenu(page, page.getByRole('button', { name: '布局大小' }));
    const reloaded = page.waitForEvent('load');
    await sizes.getByRole('menuitem', { name: label }).click();
    await expect(page.getByText('布局大小已切换，页面即将刷新')).toBeVisible();
    await reloaded;
    await awaitShell(page, 'admin');
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe(size);
    await expect(page.getByRole('button', { name: buttonName('搜索') })).toHaveClass(cls);
  }
  // the saved theme colour came back after the reloads
  await expect(page.getByRole('button', { name: buttonName('搜索') })).toHaveCSS('background-color', 'rgb(255, 69, 0)');

  // ---- sidebar collapse, remembered across a reload ----
  const sider = page.locator('.sidebar-container');
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await reloadShell(page, 'admin');
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  await reloadShell(page, 'admin');
  await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();

  // ---- fullscreen: toggles (or explains it cannot) without breaking the page ----
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.getByRole('button', { name: '全屏' }).click();
  await expect(page.getByRole('button', { name: '退出全屏' }).or(page.getByText('你的浏览器不支持全屏'))).toBeVisible();
  if (await page.getByRole('button', { name: '退出全屏' }).isVisible()) await page.getByRole('button', { name: '退出全屏' }).click();
  await expect(page.getByRole('button', { name: '全屏' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '用户名称' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an expired session shows the re-login dialog once; logging out ends the session', async ({ page }) => {
  await loginAs(page, 'admin');
  await openFromSidebar(page, '系统管理', '用户管理');
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();

  // end the session on the server behind the page's back
  const token = await sessionToken(page);
  expect(token).toBeTruthy();
  const res = await page.request.post('/prod-api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);

  // a language switch fires several API calls at once (menus, dictionaries, list, tree): all get 401
  const calls: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/prod-api/')) calls.push(r.url());
  });
  await switchLanguage(page, '语言', 'English');
  const relogin = page.getByRole('dialog').filter({ hasText: 'Your login status has expired' });
  await expect(relogin).toBeVisible();
  await expect.poll(() => calls.length).toBeGreaterThan(1);
  await expect(relogin).toHaveCount(1);
  await shot(page, 'foundation-relogin-en');
  await relogin.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await sessionToken(page)).toBeUndefined();

  // log in again (the page is in English now) and log out through the user menu
  await loginAs(page, 'admin');
  await userMenu(page, '管理员', 'Log out');
  await pressToClose(page.getByRole('dialog').filter({ hasText: 'Are you sure you want to sign out' }), buttonName('OK'));
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await shot(page, 'foundation-login-en');
  expect(await sessionToken(page)).toBeUndefined();
});
