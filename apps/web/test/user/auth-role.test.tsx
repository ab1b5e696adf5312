import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { useTagsViewStore } from '../../src/stores/tagsView.ts';
import AuthRolePage from '../../src/features/user/AuthRolePage.tsx';
import { renderScreen } from './render.tsx';

// Whole screens with antd render slowly when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
}));

const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

const role = (roleId: number, roleName: string, roleKey: string, status: string, flag: boolean) => ({
  roleId,
  roleName,
  roleKey,
  roleSort: roleId,
  dataScope: '1',
  status,
  flag,
  admin: false,
  createTime: '2024-01-01 00:00:00',
});

const ROUTE = '/system/user-auth/role/5';

async function renderPage() {
  const view = await renderScreen(<AuthRolePage />, { path: '/system/user-auth/role/:userId', route: ROUTE });
  await screen.findByText('普通角色');
  return view;
}

function checkbox(roleName: string): HTMLInputElement {
  const row = screen.getByText(roleName).closest('tr');
  const input = row?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!input) throw new Error(`no checkbox for ${roleName}`);
  return input;
}

function submitButton(): HTMLElement {
  // antd spaces out two-character Chinese button labels ("提 交").
  return screen.getByRole('button', { name: /提\s*交/ });
}

/** Hides and shows the page the way a tab switch does (`<Activity>`, as the shell's AppMain). */
let showTab: (visible: boolean) => void = () => undefined;
function Tabbed() {
  const [visible, setVisible] = useState(true);
  showTab = setVisible;
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <AuthRolePage />
    </Activity>
  );
}

describe('assign roles page', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockResolvedValue({
      code: 200,
      msg: '操作成功',
      user: { userId: 5, userName: 'zhangsan', nickName: '张三' },
      roles: [role(2, '普通角色', 'common', '0', true), role(3, '客服', 'service', '0', false), role(4, '停用角色', 'old', '1', false)],
    });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    useTagsViewStore.setState({ visitedViews: [{ path: ROUTE, fullPath: ROUTE, title: '分配角色' }], cachedViews: [] });
  });

  it('shows the user read-only and preselects the roles flagged as assigned', async () => {
    await renderPage();
    expect(get).toHaveBeenCalledWith('/system/user/authRole/5');
    expect(screen.getByDisplayValue('张三')).toBeTruthy();
    expect(screen.getByDisplayValue('zhangsan')).toBeTruthy();
    expect(checkbox('普通角色').checked).toBe(true);
    expect(checkbox('客服').checked).toBe(false);
    expect(checkbox('停用角色').disabled).toBe(true);
  });

  it('submits the selected role ids in the query string, then closes the tag and goes back to the list', async () => {
    const { router } = await renderPage();
    fireEvent.click(screen.getByText('客服'));
    await waitFor(() => expect(checkbox('客服').checked).toBe(true));
    fireEvent.click(screen.getByText('停用角色'));
    expect(checkbox('停用角色').checked).toBe(false);

    fireEvent.click(submitButton());

    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/authRole', undefined, { params: { userId: 5, roleIds: '2,3' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'));
    expect(useTagsViewStore.getState().visitedViews).toEqual([]);
  });

  it('keeps an unsaved choice while the page is hidden behind another tab and shown again', async () => {
    await renderScreen(<Tabbed />, { path: '/system/user-auth/role/:userId', route: ROUTE });
    await screen.findByText('普通角色');
    fireEvent.click(screen.getByText('客服'));
    await waitFor(() => expect(checkbox('客服').checked).toBe(true));

    act(() => showTab(false));
    act(() => showTab(true));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2)); // shown again: the stale answer is asked again
    expect(checkbox('客服').checked).toBe(true);
    expect(checkbox('普通角色').checked).toBe(true);
  });

  it('can take every role away (empty roleIds)', async () => {
    await renderPage();
    fireEvent.click(checkbox('普通角色'));
    await waitFor(() => expect(checkbox('普通角色').checked).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/authRole', undefined, { params: { userId: 5, roleIds: '' } }));
  });
});
