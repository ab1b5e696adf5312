import { type Locator, type Page, expect, test } from '@playwright/test';
import { awaitShell, loginAs, query, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, choose, menuName, openFromSidebar, openMenu, switchLanguage } from '../ui.ts';

/** The texts of each language the flow reads, as the screens show them. */
const TEXT = {
  'zh-CN': {
    system: '系统管理',
    users: '用户管理',
    roles: '角色管理',
    depts: '部门管理',
    posts: '岗位管理',
    add: '新增',
    ok: '确定',
    more: '更多',
    addDept: '添加部门',
    deptName: '部门名称',
    addPost: '添加岗位',
    postName: '岗位名称',
    postCode: '岗位编码',
    postSort: '岗位顺序',
    addRole: '添加角色',
    roleName: '角色名称',
    roleKey: '权限字符',
    roleSort: '显示顺序',
    menus: '菜单权限',
    expand: '展开/折叠',
    linked: '父子联动',
    dataScopeAction: '数据权限',
    dataScopeTitle: '分配数据权限',
    scope: '权限范围',
    custom: '自定数据权限',
    deptTree: '数据权限',
    addUser: '添加用户',
    nickName: '用户昵称',
    deptId: '归属部门',
    userName: '用户名称',
    password: '用户密码',
    post: '岗位',
    role: '角色',
    home: '首页',
    parentDept: '深圳总公司',
  },
  'en-US': {
    system: 'System',
    users: 'Users',
    roles: 'Roles',
    depts: 'Departments',
    posts: 'Posts',
    add: 'Add',
    ok: 'OK',
    more: 'More',
    addDept: 'Add department',
    deptName: 'Department',
    addPost: 'Add post',
    postName: 'Post name',
    postCode: 'Post code',
    postSort: 'Display order',
    addRole: 'Add role',
    roleName: 'Role name',
    roleKey: 'Role key',
    roleSort: 'Order',
    menus: 'Menu permissions',
    expand: 'Expand / collapse',
    linked: 'Link parents and children',
    dataScopeAction: 'Data scope',
    dataScopeTitle: 'Data scope',
    scope: 'Data scope',
    custom: 'Custom departments',
    deptTree: 'Departments',
    addUser: 'Add user',
    nickName: 'Nickname',
    deptId: 'Department',
    userName: 'User name',
    password: 'Password',
    post: 'Posts',
    role: 'Roles',
    home: 'Home',
    parentDept: '深圳总公司',
  },
} as const;

/**
 * The checkbox of the tree node titled `title` inside `tree`: antd's tree names each node's checkbox
 * after the node (aria-labelledby), as a screen reader announces it.
 */
const treeBox = (tree: Locator, title: string) => tree.getByRole('tree').getByRole('checkbox', { name: title, exact: true });

async function openAs(page: Page, userName: string, lang: 'zh-CN' | 'en-US') {
  await loginAs(page, userName);
  if (lang === 'en-US') {
    await switchLanguage(page, '语言', 'English');
    await expect(page.getByRole('button', { name: 'Language', exact: true })).toBeVisible();
  }
}

// Five screens and two sessions per language: longer than the default 90 s on a busy machine.
test.describe.configure({ timeout: 360_000 });

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: a role with a custom data scope and two menus, a dept and a post, given to a new user who sees exactly that`, async ({ page, browser }) => {
    const t = TEXT[lang];
    const s = uniqueSuffix();
    const deptName = `E2E部门${s.slice(-6)}`;
    const postName = `E2E岗位${s.slice(-6)}`;
    const postCode = `e2e_${s}`;
    const roleName = `E2E角色${s.slice(-6)}`;
    const roleKey = `e2e_${s}`;
    const userName = `acc${s}`;
    const nick = `访问${s.slice(-5)}`;
    const tag = lang === 'zh-CN' ? 'zh' : 'en';

    await openAs(page, 'admin', lang);

    // ---- a dept below 深圳总公司, added from that row ----
    await openFromSidebar(page, t.system, t.depts);
    const deptTable = page.locator('.ant-table');
    const parentRow = deptTable.getByRole('row').filter({ hasText: t.parentDept });
    await expect(parentRow).toHaveCount(1);
    await shot(page, `system-access-depts-${tag}`);
    await parentRow.getByRole('button', { name: buttonName(t.add) }).click();
    const deptDialog = page.getByRole('dialog', { name: t.addDept });
    await expect(deptDialog.locator('.ant-select').first()).toContainText(t.parentDept);
    await deptDialog.getByRole('textbox', { name: t.deptName }).fill(deptName);
    await shot(page, `system-access-dept-dialog-${tag}`);
    await deptDialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(deptDialog).toBeHidden();
    await expect(deptTable.getByRole('row').filter({ hasText: deptName })).toHaveCount(1);
    const dept = await queryOne<{ dept_id: number; ancestors: string; parent_id: number }>(
      "select dept_id::int, ancestors, parent_id::int from sys_dept where dept_name = $1 and del_flag = '0'",
      [deptName],
    );
    expect(dept).toMatchObject({ parent_id: 101, ancestors: '0,100,101' });

    // ---- a post ----
    await openFromSidebar(page, t.system, t.posts);
    await page.getByRole('button', { name: buttonName(t.add) }).click();
    const postDialog = page.getByRole('dialog', { name: t.addPost });
    await postDialog.getByLabel(t.postName).fill(postName);
    await postDialog.getByLabel(t.postCode).fill(postCode);
    await postDialog.getByLabel(t.postSort).fill('9');
    await postDialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(postDialog).toBeHidden();
    await expect(page.locator('.ant-table').getByRole('cell', { name: postName, exact: true })).toBeVisible();
    await shot(page, `system-access-posts-${tag}`);
    const post = await queryOne<{ post_id: number }>('select post_id::int from sys_post where post_code = $1', [postCode]);

    // ---- a role with two menus (users, depts) ----
    await openFromSidebar(page, t.system, t.roles);
    await page.getByRole('button', { name: buttonName(t.add) }).click();
    const roleDialog = page.getByRole('dialog', { name: t.addRole });
    await roleDialog.getByRole('textbox', { name: t.roleName }).fill(roleName);
    await roleDialog.getByRole('textbox', { name: t.roleKey }).fill(roleKey);
    await roleDialog.getByRole('spinbutton', { name: t.roleSort }).fill('50');
    // a node of the tree (not ".ant-tree-treenode": rc-tree keeps a hidden, zero-height one of those to measure the indent)
    const menuTree = roleDialog.getByRole('group', { name: t.menus });
    await expect(menuTree.getByRole('treeitem').first()).toBeVisible();
    await roleDialog.getByRole('checkbox', { name: t.expand, exact: true }).check();
    await treeBox(menuTree, t.users).click();
    await treeBox(menuTree, t.depts).click();
    await expect(treeBox(menuTree, t.users)).toBeChecked();
    await shot(page, `system-access-role-dialog-${tag}`);
    await roleDialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(roleDialog).toBeHidden();
    const role = await queryOne<{ role_id: number }>("select role_id::int from sys_role where role_key = $1 and del_flag = '0'", [roleKey]);

    // ---- its data scope: custom, that one dept ----
    const roleRow = page.locator('.ant-table').getByRole('row').filter({ hasText: roleKey });
    const more = await openMenu(page, roleRow.getByRole('button', { name: buttonName(t.more) }), 'hover');
    await more.getByRole('menuitem', { name: menuName(t.dataScopeAction) }).click();
    const scopeDialog = page.getByRole('dialog', { name: t.dataScopeTitle });
    await expect(scopeDialog.getByRole('textbox', { name: t.roleName })).toHaveValue(roleName);
    await expect(scopeDialog.getByRole('textbox', { name: t.roleKey })).toHaveValue(roleKey);
    await choose(page, scopeDialog, t.scope, t.custom);
    const deptTree = scopeDialog.getByRole('group', { name: t.deptTree });
    await expect(deptTree.getByRole('treeitem').first()).toBeVisible();
    await scopeDialog.getByRole('checkbox', { name: t.linked, exact: true }).uncheck(); // only the dept itself, not its parents
    await scopeDialog.getByRole('checkbox', { name: t.expand, exact: true }).check();
    await treeBox(deptTree, deptName).click();
    await shot(page, `system-access-scope-${tag}`);
    await scopeDialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(scopeDialog).toBeHidden();

    // ---- a user in that dept with that post and role ----
    await openFromSidebar(page, t.system, t.users);
    await page.getByRole('button', { name: buttonName(t.add) }).click();
    const userDialog = page.getByRole('dialog', { name: t.addUser });
    await userDialog.getByLabel(t.nickName).fill(nick);
    await userDialog.locator('.ant-form-item').filter({ hasText: t.deptId }).getByRole('combobox').click();
    await page.locator('.ant-select-tree').getByTitle(deptName).click();
    await userDialog.getByLabel(t.userName).fill(userName);
    await userDialog.getByLabel(t.password).fill('admin123');
    await choose(page, userDialog, t.post, postName);
    await userDialog.getByLabel(t.nickName).click(); // closes the list
    await choose(page, userDialog, t.role, roleName);
    await userDialog.getByLabel(t.nickName).click();
    await shot(page, `system-access-user-dialog-${tag}`);
    await userDialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(userDialog).toBeHidden();
    const user = await queryOne<{ user_id: number; dept_id: number }>(
      "select user_id::int, dept_id::int from sys_user where user_name = $1 and del_flag = '0'",
      [userName],
    );
    expect(user.dept_id).toBe(dept.dept_id);

    // ---- the new user sees exactly those menus and only its dept's users ----
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await openAs(other, userName, lang);
      const sidebar = other.locator('.sidebar-container');
      await sidebar.getByRole('menuitem', { name: menuName(t.system) }).click();
      await expect(sidebar.getByRole('menuitem', { name: menuName(t.users) })).toBeVisible();
      const titles = (await sidebar.getByRole('menuitem').allInnerTexts()).map((x) => x.trim()).filter((x) => x && x !== t.home);
      expect(titles).toEqual([t.system, t.users, t.depts]);
      await openFromSidebar(other, t.system, t.users);
      const rows = other.locator('.ant-table tbody').getByRole('row');
      await expect(rows.filter({ hasText: userName })).toHaveCount(1);
      await expect(rows).toHaveCount(1);
      await shot(other, `system-access-scoped-users-${tag}`);
      await openFromSidebar(other, t.system, t.depts);
      await expect(other.locator('.ant-table tbody').getByRole('row')).toHaveCount(1);
      await expect(other.locator('.ant-table tbody').getByRole('row').filter({ hasText: deptName })).toHaveCount(1);
      await awaitShell(other, userName);
    } finally {
      await context.close();
    }

    // ---- the rows ----
    const menus = await query<{ menu_id: number }>('select menu_id::int from sys_role_menu where role_id = $1 order by menu_id', [role.role_id]);
    expect(menus.map((m) => m.menu_id)).toEqual([1, 100, 103, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1016, 1017, 1018, 1019]);
    expect(await query('select dept_id::int from sys_role_dept where role_id = $1', [role.role_id])).toEqual([{ dept_id: dept.dept_id }]);
    expect(await queryOne('select data_scope from sys_role where role_id = $1', [role.role_id])).toEqual({ data_scope: '2' });
    expect(await query('select post_id::int from sys_user_post where user_id = $1', [user.user_id])).toEqual([{ post_id: post.post_id }]);
    expect(await query('select role_id::int from sys_user_role where user_id = $1', [user.user_id])).toEqual([{ role_id: role.role_id }]);
  });
}
