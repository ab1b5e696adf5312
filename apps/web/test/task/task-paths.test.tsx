import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../../src/stores/permission.ts';
import type { MenuRoute } from '../../src/utils/menuTree.ts';
import { useTaskPaths } from '../../src/features/task/useTaskPaths.ts';

const page = (path: string, component: string, hidden = false): MenuRoute => ({
  path,
  component,
  hidden,
  name: path,
  meta: { title: path, icon: null, noCache: false, link: null },
});
const dir = (path: string, children: MenuRoute[]): MenuRoute => ({
  path,
  component: 'Layout',
  hidden: false,
  redirect: 'noRedirect',
  children,
  meta: { title: path, icon: null, noCache: false, link: null },
});

const SELLER_MENU = [dir('/seller', [page('publish', 'user/publish/index'), page('task-list', 'user/task-list/index')])];
const ADMIN_MENU = [dir('/business', [page('task', 'system/task/index')])];

const withMenu = (menu: MenuRoute[]) => {
  usePermissionStore.setState({ topbarRouters: menu });
  return renderHook(() => useTaskPaths()).result.current;
};

describe('task paths', () => {
  afterEach(() => usePermissionStore.getState().reset());

  it('uses the seller menu entries so no twin tab opens', () => {
    const paths = withMenu(SELLER_MENU);
    expect(paths.publish()).toBe('/seller/publish');
    expect(paths.publish('?taskId=7')).toBe('/seller/publish?taskId=7');
    expect(paths.list()).toBe('/seller/task-list');
  });

  it('sends an administrator back to the admin task list and publishes on the fixed route', () => {
    const paths = withMenu(ADMIN_MENU);
    expect(paths.list()).toBe('/business/task');
    expect(paths.publish('?taskId=7')).toBe('/task/publish?taskId=7');
  });

  it('falls back to the fixed routes without a menu, and ignores hidden entries', () => {
    expect(withMenu([]).list()).toBe('/task/list');
    const hidden = withMenu([dir('/seller', [page('publish', 'user/publish/index', true)])]);
    expect(hidden.publish()).toBe('/task/publish');
  });
});
