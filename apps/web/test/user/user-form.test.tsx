import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import UserFormDialog from '../../src/features/user/components/UserFormDialog.tsx';
import { renderScreen } from './render.tsx';

// Whole screens with antd render slowly when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
}));

const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const put = vi.mocked(request.put);

const deptTree = [{ id: 100, label: '总公司', children: [{ id: 101, label: '研发部' }] }];

function dialog(lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  return renderScreen(<UserFormDialog open deptTree={deptTree} sexOptions={[]} statusOptions={[]} onClose={() => undefined} onSaved={() => undefined} />, {
    lang,
  });
}

function submit() {
  const ok = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!ok) throw new Error('dialog OK button not found');
  fireEvent.click(ok);
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const INIT_PASSWORD_URL = '/system/config/configKey/sys.user.initPassword';
const passwordInput = () => screen.getByLabelText(/用户密码/) as HTMLInputElement;

/** `initPassword`: the configured initial password, or null when the config call fails. */
function answerAdd(initPassword: string | null) {
  get.mockImplementation(async (url: string) => {
    if (url === INIT_PASSWORD_URL) {
      if (initPassword === null) throw new request.RequestError('请求的资源不存在', 'code', { code: 404 });
      return { code: 200, msg: initPassword };
    }
    return { code: 200, msg: '操作成功', posts: [], roles: [] };
  });
}

describe('add user dialog', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    answerAdd(null);
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
  });

  it('prefills the password with the configured initial password and sends it', async () => {
    answerAdd('Init@2024');
    await dialog();
    await screen.findByLabelText(/用户昵称/);
    expect(get).toHaveBeenCalledWith(INIT_PASSWORD_URL, undefined, { silent: true });
    expect(passwordInput().value).toBe('Init@2024');

    type(/用户昵称/, '李四');
    type(/用户名称/, 'lisi');
    submit();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/user', expect.objectContaining({ userName: 'lisi', password: 'Init@2024' })));
  });

  it('leaves the password empty, without a message, when the initial password cannot be read', async () => {
    await dialog();
    await screen.findByLabelText(/用户昵称/);
    expect(get).toHaveBeenCalledWith(INIT_PASSWORD_URL, undefined, { silent: true });
    expect(passwordInput().value).toBe('');
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
  });

  it('loads the choices without an id and rejects a bad phone and a short user name (zh-CN)', async () => {
    await dialog();
    await screen.findByLabelText(/用户昵称/);
    expect(get).toHaveBeenCalledWith('/system/user/');

    type(/用户昵称/, '张三');
    type(/手机号码/, '12345');
    type(/用户名称/, 'a');
    type(/用户密码/, 'secret1');
    submit();

    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(await screen.findByText('用户账号长度必须介于 2 和 20 之间')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the same rules in English', async () => {
    await dialog('en-US');
    await screen.findByLabelText(/Nickname/);

    type(/Mobile/, '999');
    type(/User name/, 'x');
    submit();

    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(await screen.findByText('The user name must be 2 to 20 characters long')).toBeTruthy();
    expect(await screen.findByText('Nickname is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a valid new user, trimmed, with its password', async () => {
    await dialog();
    await screen.findByLabelText(/用户昵称/);

    type(/用户昵称/, ' 张三 ');
    type(/手机号码/, '13800138000');
    type(/用户名称/, 'zhangsan');
    type(/用户密码/, 'secret1');
    submit();

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      '/system/user',
      expect.objectContaining({ nickName: '张三', phonenumber: '13800138000', userName: 'zhangsan', password: 'secret1', status: '0' }),
    );
  });
});

describe('edit user dialog', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockResolvedValue({
      code: 200,
      msg: '操作成功',
      data: { userId: 2, userName: 'ry', nickName: '若依', deptId: 101, phonenumber: '15666666666', email: '', sex: '1', status: '0', remark: null },
      posts: [{ postId: 2, postCode: 'se', postName: '项目经理', postSort: 2, status: '0' }],
      roles: [{ roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '2', status: '0', admin: false }],
      postIds: [2],
      roleIds: [2],
    });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
  });

  it('loads the user by id, has no user name or password field, and sends the edit with userId', async () => {
    await renderScreen(
      <UserFormDialog open userId={2} deptTree={deptTree} sexOptions={[]} statusOptions={[]} onClose={() => undefined} onSaved={() => undefined} />,
    );
    expect(await screen.findByDisplayValue('若依')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/user/2');
    expect(get).not.toHaveBeenCalledWith(INIT_PASSWORD_URL, undefined, { silent: true });
    expect(screen.queryByLabelText(/用户密码/)).toBeNull();
    expect(screen.queryByLabelText(/用户名称/)).toBeNull();
    expect(document.querySelector('input[type="password"]')).toBeNull();

    type(/手机号码/, '15666666667');
    submit();
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/system/user',
        expect.objectContaining({ userId: 2, nickName: '若依', deptId: 101, phonenumber: '15666666667', sex: '1', postIds: [2], roleIds: [2] }),
      ),
    );
    expect(put.mock.calls[0][1]).not.toHaveProperty('password');
  });
});
