import { type Locator, type Page, expect } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A menu entry's accessible name is "<icon name> <title>": match the title at the end. */
export const menuName = (title: string) => new RegExp(`(^|\\s)${escapeRegExp(title)}$`);

/** A button's accessible name is "<icon name> <text>"; antd puts a space inside two-character Chinese texts. */
export const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').map(escapeRegExp).join('\\s?')}$`);

/**
 * Opens a page from the side menu (the directory first when its entry is not visible yet) and waits
 * until it is the current tab: lazily loaded pages finish loading before the next click.
 */
export async function openFromSidebar(page: Page, directory: string, entry: string) {
  const sidebar = page.locator('.sidebar-container');
  const item = sidebar.getByRole('menuitem', { name: menuName(entry) });
  if (!(await item.isVisible())) await sidebar.getByRole('menuitem', { name: menuName(directory) }).click();
  await item.click();
  await expect(page.locator('.tags-view-item.active')).toHaveText(entry);
}

/** Picks an entry of the open select list (antd keeps its a11y options invisible: use the shown row). */
export async function pickOption(page: Page, label: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: typeof label === 'string' }).click();
}

/** Opens the select named `field` inside `scope` and picks `label`. */
export async function choose(page: Page, scope: Locator, field: string, label: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await pickOption(page, label);
}

/** Opens the navbar's language menu and picks a language. */
export async function switchLanguage(page: Page, current: '语言' | 'Language', target: '简体中文' | 'English') {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name: target }).click();
}
