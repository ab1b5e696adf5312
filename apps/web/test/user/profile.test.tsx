import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { useUserStore } from '../../src/stores/user.ts';
import ProfilePage from '../../src/features/user/ProfilePage.tsx';
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

const me = {
  userId: 7,
  userName: 'seller7',
  nickName: '卖家七',
  phonenumber: '13900000007',
  email: 's7@example.com',
  sex: '1',
  avatar: '',
  createTime: '2024-03-04 05:06:07',
  dept: { deptId: 103, deptName: '销售部', leader: null },
  money: '1234.5',
};

async function renderProfile(route = '/user/profile') {
  const refreshInfo = vi.fn(async () => undefined);
  useUserStore.setState({ refreshInfo });
  const view = await renderScreen(<ProfilePage />, { path: '/user/profile', route });
  await screen.findByText('seller7');
  return { ...view, refreshInfo };
}

function panel(): HTMLElement {
  const active = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]');
  if (!active) throw new Error('no active tab');
  return active;
}

describe('personal center', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/user/profile') return { code: 200, msg: '操作成功', data: me, roleGroup: '普通角色', postGroup: '' };
      return { code: 200, msg: '操作成功', data: [] };
    });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
  });

  it('shows the account facts with the balance', async () => {
    await renderProfile();
    expect(screen.getByText('13900000007')).toBeTruthy();
    expect(screen.getByText('销售部')).toBeTruthy();
    expect(screen.getByText('普通角色')).toBeTruthy();
    expect(screen.getByText('2024-03-04 05:06:07')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
  });

  it('saves the basic information and refreshes the user store', async () => {
    const { refreshInfo } = await renderProfile();
    const form = panel();
    fireEvent.change(within(form).getByLabelText('用户昵称'), { target: { value: '新昵称' } });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/user/profile', {
        nickName: '新昵称',
        phonenumber: '13900000007',
        email: 's7@example.com',
        sex: '1',
      }),
    );
    await waitFor(() => expect(refreshInfo).toHaveBeenCalled());
  });

  it('changes the password only when the confirmation matches', async () => {
    await renderProfile('/user/profile?activeTab=resetPwd');
    const form = panel();
    fireEvent.change(within(form).getByLabelText('旧密码'), { target: { value: 'old123' } });
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'new12345' } });
    fireEvent.change(within(form).getByLabelText('确认密码'), { target: { value: 'new1234x' } });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('确认密码'), { target: { value: 'new12345' } });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/profile/updatePwd', { oldPassword: 'old123', newPassword: 'new12345' }));
  });
});
