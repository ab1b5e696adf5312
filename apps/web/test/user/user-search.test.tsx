import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import UserPage from '../../src/features/user/UserPage.tsx';
import { renderScreen } from './render.tsx';

// Whole screens with antd render slowly when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
  download: vi.fn(),
}));

const get = vi.mocked(request.get);
const put = vi.mocked(request.put);
const del = vi.mocked(request.del);
const download = vi.mocked(request.download);

function confirmOk() {
  const ok = document.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary');
  if (!ok) throw new Error('confirm button not found');
  fireEvent.click(ok);
}

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
const deptTree = [
  {
    id: 100,
    label: '总公司',
    children: [
      { id: 101, label: '研发部门' },
      { id: 102, label: '市场部门' },
    ],
  },
];
const admin = {
  userId: 1,
  userName: 'admin',
  nickName: '管理员',
  phonenumber: '15888888888',
  status: '0',
  createTime: '2024-01-02 10:00:00',
  dept: { deptId: 101, deptName: '研发部门', leader: null },
};

const staff = { ...admin, userId: 2, userName: 'ry', nickName: '若依', dept: { deptId: 102, deptName: '市场部门', leader: null } };

function listCalls() {
  return get.mock.calls.filter(([url]) => url === '/system/user/list').map(([, params]) => params);
}

function lastListParams() {
  const calls = listCalls();
  return calls[calls.length - 1];
}

function searchForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>('form.ant-form-inline');
  if (!form) throw new Error('search form not found');
  return form;
}

describe('user list search', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/user/list') return { code: 200, msg: '查询成功', rows: [admin, staff], total: 2 };
      if (url === '/system/user/deptTree') return { code: 200, msg: '操作成功', data: deptTree };
      if (url === '/system/dict/data/type/sys_normal_disable') return { code: 200, msg: '操作成功', data: statusDict };
      return { code: 200, msg: '操作成功', data: [] };
    });
  });

  it('first asks for page 1 of 20 without filters', async () => {
    await renderScreen(<UserPage />);
    await screen.findByText('管理员');
    expect(listCalls()[0]).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('shows the estimated total of a large user list as "about N"', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/system/user/list') return { code: 200, msg: '查询成功', rows: [admin, staff], total: 100_012, estimated: true };
      if (url === '/system/user/deptTree') return { code: 200, msg: '操作成功', data: deptTree };
      return { code: 200, msg: '操作成功', data: [] };
    });
    await renderScreen(<UserPage />);
    await screen.findByText('管理员');
    expect(await screen.findByText('约 100012 条')).toBeTruthy();
  });

  it('sends the typed filters, the status and the date range as params[beginTime]/[endTime]', async () => {
    await renderScreen(<UserPage />);
    await screen.findByText('管理员');
    const form = searchForm();

    fireEvent.change(within(form).getByLabelText('用户名称'), { target: { value: ' admin ' } });
    fireEvent.change(within(form).getByLabelText('手机号码'), { target: { value: '1588' } });

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('停用'));

    const begin = within(form).getByPlaceholderText('开始日期');
    fireEvent.mouseDown(begin);
    fireEvent.change(begin, { target: { value: '2024-01-01' } });
    fireEvent.keyDown(begin, { key: 'Enter' });
    const end = within(form).getByPlaceholderText('结束日期');
    fireEvent.change(end, { target: { value: '2024-01-31' } });
    fireEvent.keyDown(end, { key: 'Enter' });

    fireEvent.submit(form);

    await waitFor(() =>
      expect(lastListParams()).toEqual({
        pageNum: 1,
        pageSize: 20,
        userName: 'admin',
        phonenumber: '1588',
        status: '1',
        params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
      }),
    );
  });

  it('filters by the clicked department and clears everything on reset', async () => {
    await renderScreen(<UserPage />);
    await screen.findByText('管理员');
    fireEvent.click(await screen.findByText('市场部门', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20, deptId: 102 }));

    fireEvent.change(within(searchForm()).getByLabelText('用户名称'), { target: { value: 'ry' } });
    fireEvent.submit(searchForm());
    await waitFor(() => expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20, deptId: 102, userName: 'ry' }));

    const reset = searchForm().querySelector('.anticon-reload')?.closest('button');
    if (!reset) throw new Error('reset button not found');
    fireEvent.click(reset);
    await waitFor(() => expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20 }));
  });

  it('shows no row action on the super administrator and locks its status switch', async () => {
    await renderScreen(<UserPage />);
    const row = (await screen.findByText('管理员')).closest('tr');
    if (!row) throw new Error('row not found');
    expect(row.querySelectorAll('button:not([role="switch"])')).toHaveLength(0);
    expect(within(row).getByRole('switch').hasAttribute('disabled')).toBe(true);
  });
});

describe('user list rows and sorting', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/user/list') return { code: 200, msg: '查询成功', rows: [admin, staff], total: 2 };
      return { code: 200, msg: '操作成功', data: [] };
    });
  });

  it('offers edit, delete and more on other users', async () => {
    await renderScreen(<UserPage />);
    const row = (await screen.findByText('若依')).closest('tr');
    if (!row) throw new Error('row not found');
    expect(row.querySelectorAll('button:not([role="switch"])')).toHaveLength(3);
    expect(within(row).getByRole('switch').hasAttribute('disabled')).toBe(false);
  });

  it('sorts on the server through orderByColumn / isAsc', async () => {
    await renderScreen(<UserPage />);
    await screen.findByText('若依');
    fireEvent.click(screen.getByRole('columnheader', { name: /创建时间/ }));
    await waitFor(() => expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20, orderByColumn: 'createTime', isAsc: 'asc' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /创建时间/ }));
    await waitFor(() => expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20, orderByColumn: 'createTime', isAsc: 'desc' }));
  });
});

describe('user list actions', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    del.mockReset();
    download.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/user/list') return { code: 200, msg: '查询成功', rows: [admin, staff], total: 2 };
      return { code: 200, msg: '操作成功', data: [] };
    });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    del.mockResolvedValue({ code: 200, msg: '操作成功' });
    download.mockResolvedValue(true);
  });

  it('asks before disabling a user, then sends changeStatus', async () => {
    await renderScreen(<UserPage />);
    const row = (await screen.findByText('若依')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByText('确认要"停用""ry"用户吗？')).toBeTruthy();
    confirmOk();
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/changeStatus', { userId: 2, status: '1' }));
  });

  it('deletes the selected users after confirmation', async () => {
    await renderScreen(<UserPage />);
    const row = (await screen.findByText('若依')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    const toolbarDelete = document.querySelector('.ant-flex .anticon-delete')?.closest('button') as HTMLButtonElement;
    await waitFor(() => expect(toolbarDelete.disabled).toBe(false));
    fireEvent.click(toolbarDelete);
    expect(await screen.findByText('是否确认删除用户编号为"2"的数据项？')).toBeTruthy();
    confirmOk();
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/user/2'));
  });

  it('exports with the current filters and no paging', async () => {
    await renderScreen(<UserPage />);
    await screen.findByText('若依');
    fireEvent.change(within(searchForm()).getByLabelText('用户名称'), { target: { value: 'ry' } });
    fireEvent.submit(searchForm());
    await waitFor(() => expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20, userName: 'ry' }));
    const exportButton = document.querySelector('.anticon-download')?.closest('button') as HTMLButtonElement;
    fireEvent.click(exportButton);
    await waitFor(() => expect(download).toHaveBeenCalledWith('/system/user/export', { userName: 'ry' }, expect.stringMatching(/^user_\d+\.xlsx$/)));
  });
});
