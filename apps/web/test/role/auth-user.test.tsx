import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import AuthUserPage from '../../src/features/role/AuthUserPage.tsx';
import { renderScreen } from '../user/render.tsx';

// Whole screens with antd render slowly when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const put = vi.mocked(request.put);

const ALLOCATED = '/system/role/authUser/allocatedList';
const UNALLOCATED = '/system/role/authUser/unallocatedList';
const ROUTE = '/system/role-auth/user/7';

const user = (userId: number, userName: string, nickName: string) => ({
  userId,
  deptId: 103,
  userName,
  nickName,
  email: `${userName}@ceping.com`,
  phonenumber: `1380000000${userId}`,
  status: '0',
  createTime: '2025-01-01 10:00:00',
});
const statusDict = [
  {
    dictCode: 1,
    dictSort: 1,
    dictLabel: '正常',
    dictValue: '0',
    dictType: 'sys_normal_disable',
    cssClass: '',
    listClass: 'primary',
    isDefault: 'Y',
    status: '0',
    default: true,
  },
  {
    dictCode: 2,
    dictSort: 2,
    dictLabel: '停用',
    dictValue: '1',
    dictType: 'sys_normal_disable',
    cssClass: '',
    listClass: 'danger',
    isDefault: 'N',
    status: '0',
    default: false,
  },
];

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation(async (url: string) => {
    // 25 users hold the role: a second page exists.
    if (url === ALLOCATED) return { code: 200, msg: '查询成功', rows: [user(3, 'zhangsan', '张三'), user(4, 'lisi', '李四')], total: 25 } as never;
    if (url === UNALLOCATED)
      return { code: 200, msg: '查询成功', rows: [user(5, 'wangwu', '王五'), user(6, 'zhaoliu', '赵六'), user(8, 'sunqi', '孙七')], total: 3 } as never;
    if (url === '/system/dict/data/type/sys_normal_disable') return { code: 200, msg: '操作成功', data: statusDict } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

async function renderPage(lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const view = await renderScreen(<AuthUserPage />, { path: '/system/role-auth/user/:roleId', route: ROUTE, lang });
  await screen.findByText('zhangsan');
  return view;
}

/** The queries the page (or the dialog) sent to `url`, in order. */
const queries = (url: string) => get.mock.calls.filter(([called]) => called === url).map(([, query]) => query);

/** The row of the user `userId` (its `tr`). */
function row(userId: number, scope: HTMLElement = document.body): HTMLElement {
  const tr = scope.querySelector<HTMLElement>(`tbody tr[data-row-key="${userId}"]`);
  if (!tr) throw new Error(`no row for user ${userId}`);
  return tr;
}
const checkbox = (tr: HTMLElement) => tr.querySelector('input[type="checkbox"]') as HTMLInputElement;

/**
 * The picker titled `title`. Found by its title, not by the dialog's accessible name: under test
 * antd gives every generated id the value "test-id", and the pager's size select (above it in the
 * document) carries that id too, so `aria-labelledby` names the dialog "Page Size".
 */
async function picker(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
}

function confirmOk() {
  const ok = document.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary');
  if (!ok) throw new Error('confirm button not found');
  fireEvent.click(ok);
}

describe('role auth users page', () => {
  it("lists the route role's users page by page and sends the search filters with the roleId", async () => {
    await renderPage();
    expect(queries(ALLOCATED)).toEqual([{ roleId: 7, pageNum: 1, pageSize: 20 }]);
    const headers = screen.getAllByRole('columnheader').map((h) => (h.textContent ?? '').trim());
    expect(headers).toEqual(expect.arrayContaining(['用户名称', '用户昵称', '邮箱', '手机', '状态', '创建时间', '操作']));
    const first = row(3);
    expect(within(first).getByText('张三')).toBeTruthy();
    expect(within(first).getByText('13800000003')).toBeTruthy();
    expect(await within(first).findByText('正常')).toBeTruthy();

    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(queries(ALLOCATED).at(-1)).toEqual({ roleId: 7, pageNum: 2, pageSize: 20 }));

    const form = document.querySelector('form.ant-form-inline') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('用户名称'), { target: { value: ' zhang ' } });
    fireEvent.change(within(form).getByLabelText('手机号码'), { target: { value: '1380' } });
    fireEvent.submit(form);
    await waitFor(() => expect(queries(ALLOCATED).at(-1)).toEqual({ roleId: 7, pageNum: 1, pageSize: 20, userName: 'zhang', phonenumber: '1380' }));
  });

  it('adds the users ticked in the picker: selectAll with the roleId and the comma-joined ids, then the list reloads', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /添加用户/ }));
    const dialog = await picker('选择用户');
    await within(dialog).findByText('wangwu');
    expect(queries(UNALLOCATED)).toEqual([{ roleId: 7, pageNum: 1, pageSize: 20 }]);
    expect(within(dialog).queryByText('zhangsan')).toBeNull();

    // nothing ticked: a warning, no call
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择要分配的用户')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    // a row click ticks it (as RuoYi's), and so does its checkbox
    fireEvent.click(within(row(5, dialog)).getByText('王五'));
    await waitFor(() => expect(checkbox(row(5, dialog)).checked).toBe(true));
    fireEvent.click(checkbox(row(6, dialog)));
    await waitFor(() => expect(checkbox(row(6, dialog)).checked).toBe(true));
    expect(checkbox(row(8, dialog)).checked).toBe(false);

    const loads = queries(ALLOCATED).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/system/role/authUser/selectAll', undefined, { params: { roleId: 7, userIds: '5,6' } });
    expect(await screen.findByText('操作成功')).toBeTruthy();
    // closed (jsdom never ends antd's animation, so the dialog stays in the DOM, leaving)
    await waitFor(() => expect(dialog.className).toMatch(/ant-zoom-leave/));
    await waitFor(() => expect(queries(ALLOCATED).length).toBeGreaterThan(loads));
    expect(queries(ALLOCATED).at(-1)).toEqual({ roleId: 7, pageNum: 1, pageSize: 20 });
  });

  it('takes the role from one user after a confirmation naming them: cancel with {userId, roleId}', async () => {
    await renderPage();
    const loads = queries(ALLOCATED).length;
    fireEvent.click(within(row(4)).getByRole('button', { name: /取消授权/ }));
    expect(await screen.findByText('确认要取消该用户"lisi"角色吗？')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    confirmOk();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/system/role/authUser/cancel', { userId: 4, roleId: 7 });
    expect(await screen.findByText('取消授权成功')).toBeTruthy();
    await waitFor(() => expect(queries(ALLOCATED).length).toBeGreaterThan(loads));
  });

  it('takes the role from the ticked users at once: cancelAll with the roleId and the comma-joined ids', async () => {
    await renderPage();
    const batch = screen.getByRole('button', { name: /批量取消授权/ }) as HTMLButtonElement;
    expect(batch.disabled).toBe(true);
    fireEvent.click(checkbox(row(3)));
    fireEvent.click(checkbox(row(4)));
    await waitFor(() => expect(batch.disabled).toBe(false));
    const loads = queries(ALLOCATED).length;
    fireEvent.click(batch);
    expect(await screen.findByText('是否取消选中用户授权数据项？')).toBeTruthy();
    confirmOk();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/system/role/authUser/cancelAll', undefined, { params: { roleId: 7, userIds: '3,4' } });
    expect(await screen.findByText('取消授权成功')).toBeTruthy();
    // reloaded, with nothing ticked any more
    await waitFor(() => expect(queries(ALLOCATED).length).toBeGreaterThan(loads));
    await waitFor(() => expect(batch.disabled).toBe(true));
  });

  it('speaks English: column headers, buttons and the picker', async () => {
    await renderPage('en-US');
    const headers = screen.getAllByRole('columnheader').map((h) => (h.textContent ?? '').trim());
    expect(headers).toEqual(expect.arrayContaining(['User name', 'Nickname', 'Email', 'Phone', 'Status', 'Created at', 'Actions']));
    expect(headers.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove selected/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Close/ })).toBeTruthy();
    expect(within(row(3)).getByRole('button', { name: /Remove/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add users/ }));
    const dialog = await picker('Select users');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Enter the user name')).toBeTruthy();
  });
});
