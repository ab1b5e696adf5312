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
  // A click that lands while the submenu is still unfolding can be lost: click again until the page opens.
  await expect(async () => {
    await item.click();
    await expect(page.locator('.tags-view-item.active')).toHaveText(entry, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Presses a button of a dialog that should close it (a confirm's OK, a prompt's "later") and waits until
 * it has closed. A click that lands while the dialog is still opening can be lost on a saturated machine
 * (seen in CI: the dialog stayed open with nothing sent): press again while it is still there, as a
 * person would. A dialog already busy with its request ignores the second press (antd's loading button).
 */
export async function pressToClose(dialog: Locator, name: RegExp) {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name }).click({ timeout: 3000 });
    await expect(dialog).toBeHidden({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/** Confirms the open confirmation dialog (`modal.confirm`) with its OK button, as `pressToClose`. */
export const confirmDialog = (page: Page, ok: string) => pressToClose(page.locator('.ant-modal-confirm'), buttonName(ok));

/**
 * Picks an entry of the open select list (antd keeps its a11y options invisible: use the shown row),
 * and waits until it is taken: the list closed (a single select) or the entry marked selected (a
 * multiple one). As with `pressToClose`, a click landing while the list is still opening can be lost
 * on a saturated machine (seen in a clean-clone run: the list stayed open, nothing picked): pick again.
 */
export async function pickOption(page: Page, label: string | RegExp) {
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: typeof label === 'string' });
  const taken = async () => {
    const cls = await option.getAttribute('class', { timeout: 500 }).catch(() => null);
    return cls === null || cls.includes('ant-select-item-option-selected');
  };
  await option.click();
  await expect(async () => {
    if (!(await taken())) await option.click({ timeout: 3000 });
    expect(await taken()).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Opens the select named `field` inside `scope` and picks `label`. */
export async function choose(page: Page, scope: Locator, field: string, label: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await pickOption(page, label);
}

/** Opens the navbar's language menu and picks a language. */
export async function switchLanguage(page: Page, current: '语言' | 'Language', target: '简体中文' | 'English') {
  const menu = await openMenu(page, page.getByRole('button', { name: current, exact: true }));
  await menu.getByRole('menuitem', { name: target }).click();
}

/** Opens the navbar's user menu (it opens on hover) and picks an entry. */
export async function userMenu(page: Page, nickName: string, entry: string) {
  const menu = await openMenu(page, page.getByRole('button', { name: nickName, exact: true }), 'hover');
  await menu.getByRole('menuitem', { name: entry }).click();
}

/**
 * Opens the dropdown menu of `trigger` (click, hover or right click) and returns the menu once it has
 * finished its opening animation (a click during the animation can be lost); first waits for any
 * menu that is still closing.
 */
export async function openMenu(page: Page, trigger: Locator, how: 'click' | 'hover' | 'contextmenu' = 'click'): Promise<Locator> {
  const dropdown = page.locator('.ant-dropdown:visible');
  await expect(dropdown).toHaveCount(0);
  if (how === 'hover') await trigger.hover();
  else await trigger.click(how === 'contextmenu' ? { button: 'right' } : {});
  await expect(dropdown).toHaveCount(1);
  await expect(dropdown).not.toHaveClass(/-(appear|enter|leave)\b/);
  return dropdown.getByRole('menu');
}

/** Right-clicks `target` and returns its context menu (see openMenu). */
export const openContextMenu = (page: Page, target: Locator) => openMenu(page, target, 'contextmenu');
