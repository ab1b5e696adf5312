import { type Browser, type Page, expect, test } from '@playwright/test';
import { query, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, menuName, pickOption, userMenu } from '../ui.ts';

type Lang = 'zh-CN' | 'en-US';

/** The screen texts the flow clicks and reads, per language. */
const T = {
  'zh-CN': {
    system: '系统管理',
    dict: '字典管理',
    config: '参数设置',
    notice: '通知公告',
    add: '新增',
    edit: '修改',
    ok: '确定',
    search: '搜索',
    dictName: '字典名称',
    dictNameEn: '英文名称',
    dictType: '字典类型',
    dictData: '字典数据',
    label: '字典标签',
    labelEn: '英文标签',
    value: '字典键值',
    listClass: '回显样式',
    success: '成功(success)',
    normal: '正常',
    configKey: '参数键名',
    configValue: '参数键值',
    noticeTitle: '公告标题',
    bold: '粗体',
    lock: '锁定屏幕',
    password: '请输入登录密码',
    unlock: '解锁',
    wrong: '密码错误，请重新输入',
    lockedText: '系统已锁定，请输入密码解锁',
    bell: /通知公告，(\d+) 条未读/,
    detail: '公告详情',
  },
  'en-US': {
    system: 'System',
    dict: 'Dictionaries',
    config: 'Parameters',
    notice: 'Notices',
    add: 'Add',
    edit: 'Edit',
    ok: 'OK',
    search: 'Search',
    dictName: 'Dictionary name',
    dictNameEn: 'English name',
    dictType: 'Dictionary type',
    dictData: 'Dictionary data',
    label: 'Label',
    labelEn: 'English label',
    value: 'Value',
    listClass: 'Tag style',
    success: 'Success(success)',
    normal: 'Normal',
    configKey: 'Key',
    configValue: 'Value',
    noticeTitle: 'Title',
    bold: 'Bold',
    lock: 'Lock screen',
    password: 'Enter your login password',
    unlock: 'Unlock',
    wrong: 'Wrong password, please try again',
    lockedText: 'The system is locked. Enter your password to unlock.',
    bell: /Notices, (\d+) unread/,
    detail: 'Notice',
  },
} as const;

async function newPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang });
  await context.addInitScript((l) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', l);
  }, lang);
  return context.newPage();
}

/** The shared machine may be slow to load the shell: wait for the navbar's bell longer than the default. */
const SHELL_TIMEOUT = 60_000;
async function awaitBell(page: Page) {
  await expect(page.getByTestId('notice-bell')).toBeVisible({ timeout: SHELL_TIMEOUT });
}

/** Signs in through the login page as a person would (captcha is off for the e2e server). */
async function signIn(page: Page, userName: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|user name|username|account/i).fill(userName);
  await page
    .getByPlaceholder(/密码|password/i)
    .first()
    .fill('admin123');
  await page.getByRole('button', { name: /登\s*录|log\s*in|sign\s*in/i }).click();
  await expect(page).toHaveURL(/\/home/, { timeout: SHELL_TIMEOUT });
  await awaitBell(page);
}

/** Opens System → `entry` from the side menu, unfolding the directory first, with the slow machine's patience. */
async function openSystemPage(page: Page, directory: string, entry: string) {
  const sidebar = page.locator('.sidebar-container');
  const item = sidebar.getByRole('menuitem', { name: menuName(entry) });
  await expect(async () => {
    if (!(await item.isVisible())) await sidebar.getByRole('menuitem', { name: menuName(directory) }).click();
    await item.click({ timeout: 5000 });
    await expect(page.locator('.tags-view-item.active')).toHaveText(entry, { timeout: 5000 });
  }).toPass({ timeout: SHELL_TIMEOUT });
}

const dialog = (page: Page) => page.locator('.ant-modal:visible').last();

async function unreadCount(page: Page, lang: Lang): Promise<number> {
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAttribute('aria-label', T[lang].bell);
  return Number(T[lang].bell.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
}

// Two signed-in browsers at once: the "change your initial password" prompt of either account would
// cover its shell while the other loads; these accounts have changed their password already.
test.beforeAll(async () => {
  await query("update sys_user set pwd_update_date = now() where user_name in ('admin', 'seller') and pwd_update_date is null");
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`dictionaries, a parameter, a notice read by a seller, and the lock screen (${lang})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const x = T[lang];
    const suffix = uniqueSuffix();
    const dictType = `e2e_${suffix}`.toLowerCase();
    const noticeTitle = `E2E ${lang} ${suffix}`;

    // the seller is signed in first and sees the bell's count before the notice exists
    const seller = await newPage(browser, lang);
    await signIn(seller, 'seller');
    const before = await unreadCount(seller, lang);

    const admin = await newPage(browser, lang);
    await signIn(admin, 'admin');

    // 1. a dictionary type with one entry shown as a green ("success") tag
    await openSystemPage(admin, x.system, x.dict);
    await admin
      .getByRole('button', { name: buttonName(x.add) })
      .first()
      .click();
    let form = dialog(admin);
    await form.getByLabel(x.dictName).fill(`E2E ${suffix}`);
    await form.getByLabel(x.dictNameEn).fill(`E2E EN ${suffix}`);
    await form.getByLabel(x.dictType).fill(dictType);
    await form.getByRole('button', { name: buttonName(x.ok) }).click();
    await expect(form).toBeHidden();
    // the seeded types fill the first page: find the new one with the list's filter, as a person would
    // (by role: the sortable column header of the same title carries it as its aria-label)
    const typeFilter = admin.getByRole('textbox', { name: x.dictType });
    await typeFilter.fill(dictType);
    await typeFilter.press('Enter');
    await admin.getByRole('button', { name: dictType, exact: true }).click();
    await expect(admin.locator('.tags-view-item.active')).toHaveText(x.dictData);
    await admin
      .getByRole('button', { name: buttonName(x.add) })
      .first()
      .click();
    form = dialog(admin);
    await expect(form.getByLabel(x.dictType, { exact: true })).toHaveValue(dictType);
    await form.getByLabel(x.label, { exact: true }).fill('已发货');
    await form.getByLabel(x.labelEn).fill('Shipped');
    await form.getByLabel(x.value, { exact: true }).fill('7');
    await form.getByRole('combobox', { name: x.listClass }).click();
    await pickOption(admin, x.success);
    await expect(form.getByTestId('list-class-preview').locator('.ant-tag')).toHaveClass(/ant-tag-success/);
    await form.getByRole('button', { name: buttonName(x.ok) }).click();
    await expect(form).toBeHidden();
    // the entry's row on this page (the home tab, kept alive behind it, lists orders "Merchant shipped"):
    // its label as a green tag, then its status as a tag
    const entryRow = admin.locator('.ant-table-row:visible').filter({ has: admin.getByRole('cell', { name: 'Shipped', exact: true }) });
    await expect(entryRow.locator('.ant-tag')).toHaveText(['已发货', x.normal]);
    await expect(entryRow.locator('.ant-tag').first()).toHaveClass(/ant-tag-success/);
    await shot(admin, `system-dict-data-${lang}`);
    const entry = await queryOne<{ dict_label: string; dict_label_en: string; list_class: string }>(
      'select dict_label, dict_label_en, list_class from sys_dict_data where dict_type = $1',
      [dictType],
    );
    expect(entry).toEqual({ dict_label: '已发货', dict_label_en: 'Shipped', list_class: 'success' });

    // 2. a parameter changed
    await openSystemPage(admin, x.system, x.config);
    await admin.getByRole('textbox', { name: x.configKey }).fill('sys.index.skinName');
    await admin.getByRole('button', { name: buttonName(x.search) }).click();
    // rows of this tab only (the tabs kept alive behind it hold tables too)
    const rows = admin.locator('.ant-table-row:visible');
    const row = rows.filter({ hasText: 'sys.index.skinName' });
    await expect(rows).toHaveCount(1);
    await row.getByRole('button', { name: buttonName(x.edit) }).click();
    form = dialog(admin);
    await expect(form.getByLabel(x.configKey)).toBeDisabled();
    const skin = lang === 'zh-CN' ? 'skin-green' : 'skin-purple';
    await form.getByLabel(x.configValue).fill(skin);
    await form.getByRole('button', { name: buttonName(x.ok) }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText(skin);
    await shot(admin, `system-config-${lang}`);
    expect((await queryOne<{ v: string }>("select config_value as v from sys_config where config_key = 'sys.index.skinName'")).v).toBe(skin);

    // 3. a notice published with the rich text editor; a script typed as text stays text
    await openSystemPage(admin, x.system, x.notice);
    await admin
      .getByRole('button', { name: buttonName(x.add) })
      .first()
      .click();
    form = dialog(admin);
    await form.getByLabel(x.noticeTitle).fill(noticeTitle);
    const editor = form.locator('.tiptap');
    await expect(editor).toBeVisible();
    await editor.click();
    await form.getByRole('button', { name: x.bold }).click();
    await admin.keyboard.type('Hello');
    await form.getByRole('button', { name: x.bold }).click();
    await admin.keyboard.type(' <script>alert(1)</script>');
    expect((await form.locator('.rich-text-body').boundingBox())?.height).toBe(300);
    await shot(admin, `system-notice-editor-${lang}`);
    await form.getByRole('button', { name: buttonName(x.ok) }).click();
    await expect(form).toBeHidden();
    await expect(admin.locator('.ant-table-row:visible').filter({ hasText: noticeTitle })).toHaveCount(1);
    const notice = await queryOne<{ notice_id: string; notice_content: string; status: string }>(
      'select notice_id, notice_content, status from sys_notice where notice_title = $1',
      [noticeTitle],
    );
    expect(notice.status).toBe('0');
    expect(notice.notice_content).toContain('<strong>Hello</strong>');
    expect(notice.notice_content).not.toContain('<script');
    expect(notice.notice_content).toContain('&lt;script&gt;');

    // 4. the seller's bell counts it, opening it reads it
    await seller.reload();
    await awaitBell(seller);
    expect(await unreadCount(seller, lang)).toBe(before + 1);
    await seller.getByTestId('notice-bell').hover();
    const panel = seller.locator('.ant-popover:visible');
    const item = panel.getByText(noticeTitle);
    await expect(item).toBeVisible();
    await expect(panel).not.toHaveClass(/-(appear|enter|leave)\b/); // opened, not fading in (the picture shows it)
    await shot(seller, `system-notice-bell-${lang}`);
    await item.click();
    const detail = dialog(seller);
    await expect(detail).toContainText(x.detail);
    await expect(detail.locator('.notice-content strong')).toHaveText('Hello');
    await expect(detail.locator('.notice-content')).toContainText('<script>alert(1)</script>');
    await shot(seller, `system-notice-detail-${lang}`);
    await expect.poll(() => unreadCount(seller, lang)).toBe(before);
    await detail.getByRole('button', { name: /close|关闭/i }).click();
    const read = await query('select r.read_time from sys_notice_read r join sys_user u on u.user_id = r.user_id where u.user_name = $1 and r.notice_id = $2', [
      'seller',
      notice.notice_id,
    ]);
    expect(read).toHaveLength(1);

    // 5. the seller locks the screen; a reload stays locked; a wrong password is refused; the right one unlocks
    const nick = (await queryOne<{ n: string }>("select nick_name as n from sys_user where user_name = 'seller'")).n;
    const where = new URL(seller.url()).pathname;
    await userMenu(seller, nick, x.lock);
    await expect(seller).toHaveURL(/\/lock$/);
    await expect(seller.getByText(x.lockedText)).toBeVisible();
    await seller.reload();
    await expect(seller).toHaveURL(/\/lock$/);
    await seller.goto('/home');
    await expect(seller).toHaveURL(/\/lock$/);
    await seller.getByPlaceholder(x.password).fill('wrong-password');
    await seller.getByRole('button', { name: buttonName(x.unlock) }).click();
    await expect(seller.getByRole('alert')).toHaveText(x.wrong);
    await shot(seller, `system-lock-${lang}`);
    await seller.getByPlaceholder(x.password).fill('admin123');
    await seller.getByRole('button', { name: buttonName(x.unlock) }).click();
    await expect(seller).toHaveURL(new RegExp(`${where}$`));
    await awaitBell(seller);
    expect(await seller.evaluate(() => window.localStorage.getItem('screen-lock'))).toBe('false');

    await seller.context().close();
    await admin.context().close();
  });
}
