import { type Browser, type Page, expect, test } from '@playwright/test';
import { solidPng } from '../png.ts';
import { loginAs, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, choose, openFromSidebar, pressToClose, userMenu } from '../ui.ts';

/**
 * Login banners (issue 11): an admin adds a banner for site 1 with an uploaded image, signs out, and
 * the login page (site 1 is the default site, so any address shows its banners) shows it, with its
 * title in the interface language. Once per language.
 */

type Lang = 'zh-CN' | 'en-US';
const T = {
  'zh-CN': {
    business: '业务管理',
    screen: '轮播图管理',
    add: '新增',
    dialog: '新增轮播图',
    site: '站点',
    title: '标题',
    titleEn: '英文标题',
    link: '链接',
    order: '排序',
    ok: '确定',
    added: '新增成功',
    logout: '退出登录',
    confirmLogout: '确定注销并退出系统吗？',
    region: '登录页轮播图',
    showing: '展示中',
  },
  'en-US': {
    business: 'Business',
    screen: 'Login banners',
    add: 'Add',
    dialog: 'Add a banner',
    site: 'Site',
    title: 'Title',
    titleEn: 'English title',
    link: 'Link',
    order: 'Order',
    ok: 'OK',
    added: 'Added successfully',
    logout: 'Log out',
    confirmLogout: 'Are you sure you want to sign out',
    region: 'Banners',
    showing: 'Showing',
  },
} as const;

async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang });
  await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  return context.newPage();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm` in the browser's wall time (the picker's format), `days` from now. */
function pickerTime(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`carousel (${lang}): an admin adds a banner for site 1; the login page shows it`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const short = lang === 'zh-CN' ? 'zh' : 'en';
    const suffix = uniqueSuffix();
    const title = `E2E 春季活动 ${suffix}`;
    const titleEn = `E2E spring sale ${suffix}`;
    const shown = lang === 'zh-CN' ? title : titleEn;

    const page = await pageIn(browser, lang);
    await loginAs(page, 'admin');
    await openFromSidebar(page, t.business, t.screen);
    const table = page.locator('.ant-table-tbody:visible');
    await expect(table.locator('tr').filter({ hasText: '欢迎使用测评系统' })).toContainText(t.showing);
    await shot(page, `carousel-list-${short}`);

    // ---- the add dialog: site, titles, an uploaded image, a link, the period ----
    await page.getByRole('button', { name: buttonName(t.add) }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await choose(page, dialog, t.site, '测评系统');
    await dialog.getByLabel(t.title, { exact: true }).fill(title);
    await dialog.getByLabel(t.titleEn).fill(titleEn);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(96, [36, 82, 184]) });
    await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await dialog.getByLabel(t.link).fill('https://example.com/e2e-spring');
    const [begin, end] = [pickerTime(-1), pickerTime(30)];
    const range = dialog.locator('.ant-picker-range');
    await range.locator('input').first().click();
    await range.locator('input').first().fill(begin);
    await page.keyboard.press('Enter');
    await range.locator('input').nth(1).fill(end);
    await page.keyboard.press('Enter');
    await expect(range.locator('input').first()).toHaveValue(begin);
    await expect(range.locator('input').nth(1)).toHaveValue(end);
    await dialog.getByLabel(t.order).fill('0');
    await shot(page, `carousel-add-${short}`);
    await dialog.getByRole('button', { name: buttonName(t.ok) }).click();
    await expect(page.locator('.ant-message').getByText(t.added)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = await queryOne<{ siteId: number; titleEn: string; image: string; linkUrl: string; status: string; orderNum: number; days: number }>(
      `select site_id::int as "siteId", title_en as "titleEn", image, link_url as "linkUrl", status, order_num as "orderNum",
              round(extract(epoch from end_time - begin_time) / 86400)::int as days
         from biz_carousel where title = $1`,
      [title],
    );
    expect(row).toMatchObject({ siteId: 1, titleEn, linkUrl: 'https://example.com/e2e-spring', status: '0', orderNum: 0, days: 31 });
    expect(row.image).toMatch(/^\/profile\/upload\/.+\.png$/);
    await expect(table.locator('tr').filter({ hasText: title })).toContainText(t.showing);
    await shot(page, `carousel-list-added-${short}`);

    // ---- signed out, the login page shows the banner first ----
    await userMenu(page, '管理员', t.logout);
    await pressToClose(page.getByRole('dialog').filter({ hasText: t.confirmLogout }), buttonName(t.ok));
    await expect(page).toHaveURL(/\/login/);
    const carousel = page.getByRole('region', { name: t.region });
    await expect(carousel).toBeVisible();
    // The banner is one of the slides (the first ones of the default site, order 0); its dot shows it, and
    // while pointed at, the carousel stays on it (it moves on every few seconds otherwise).
    const slide = carousel.getByRole('group', { includeHidden: true }).filter({ has: page.getByRole('img', { name: shown, includeHidden: true }) });
    await expect(slide).toHaveCount(1);
    await carousel.getByRole('button', { name: shown }).click();
    await expect(slide).toHaveAttribute('aria-hidden', 'false');
    await expect(slide.getByRole('img', { name: shown })).toBeVisible();
    await expect(slide.getByText(shown)).toBeVisible();
    await expect(slide.getByRole('link')).toHaveAttribute('href', 'https://example.com/e2e-spring');
    await expect.poll(() => slide.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    // The form is there as before.
    await expect(page.getByRole('button', { name: /登\s*录|Log in/ })).toBeVisible();
    await shot(page, `carousel-login-${short}`);
    await page.setViewportSize({ width: 820, height: 1000 });
    await shot(page, `carousel-login-narrow-${short}`);
    await page.context().close();
  });
}
