import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import ConfigPage from '../../src/features/config/ConfigPage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const put = vi.mocked(request.put);
const del = vi.mocked(request.del);

const config = (configId: number, configName: string, configKey: string, configValue: string, configType: 'Y' | 'N') => ({
  configId,
  configName,
  configKey,
  configValue,
  configType,
  remark: null,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
});
const yesNo = (dictCode: number, dictLabel: string, dictValue: string) => ({
  dictCode,
  dictSort: dictCode,
  dictLabel,
  dictValue,
  dictType: 'sys_yes_no',
  cssClass: '',
  listClass: dictValue === 'Y' ? 'primary' : 'danger',
  isDefault: dictValue === 'Y' ? 'Y' : 'N',
  status: '0',
  default: dictValue === 'Y',
});

beforeEach(() => {
  for (const m of [get, post, put, del]) m.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/config/list')
      return {
        code: 200,
        msg: '查询成功',
        rows: [config(4, '账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', 'Y'), config(100, '客服电话', 'biz.hotline', '400-000', 'N')],
        total: 2,
      } as never;
    if (url === '/system/dict/data/type/sys_yes_no') return { code: 200, msg: '操作成功', data: [yesNo(1, '是', 'Y'), yesNo(2, '否', 'N')] } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  for (const m of [post, put, del]) m.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const lastListQuery = () => get.mock.calls.filter(([url]) => url === '/system/config/list').at(-1)?.[1];

describe('parameters', () => {
  it('lists the parameters with the built-in tag and sends the filters', async () => {
    await renderScreen(<ConfigPage />);
    const builtIn = await rowOf('sys.account.captchaEnabled');
    expect(within(builtIn).getByText('是')).toBeTruthy();
    expect(within(await rowOf('biz.hotline')).getByText('否')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /参数键名/ }), { target: { value: ' sys.account ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /系统内置/ }));
    fireEvent.click(await screen.findByTitle('否'));
    fireEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(lastListQuery()).toMatchObject({ configKey: 'sys.account', configType: 'N', pageNum: 1 }));
  });

  it('offers no delete on a built-in row, and deletes a custom one after naming its id', async () => {
    await renderScreen(<ConfigPage />);
    const builtIn = await rowOf('sys.account.captchaEnabled');
    expect(within(builtIn).getByRole('button', { name: /修\s*改/ })).toBeTruthy();
    expect(within(builtIn).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(within(await rowOf('biz.hotline')).getByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('是否确认删除参数编号为"100"的数据项？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/config/100'));
  });

  it("keeps a built-in parameter's key and type and saves its new value", async () => {
    await renderScreen(<ConfigPage />);
    fireEvent.click(within(await rowOf('sys.account.captchaEnabled')).getByRole('button', { name: /修\s*改/ }));
    const dialog = await dialogTitled('修改参数');
    expect((within(dialog).getByLabelText('参数键名') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('内置参数的键名不能修改')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('参数键值'), { target: { value: 'false' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(
      '/system/config',
      expect.objectContaining({ configId: 4, configKey: 'sys.account.captchaEnabled', configValue: 'false', configType: 'Y' }),
    );
  });

  it('refuses an empty parameter with localized messages and sends nothing, then adds one', async () => {
    await renderScreen(<ConfigPage />);
    await rowOf('biz.hotline');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await dialogTitled('添加参数');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('参数名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('参数键名长度不能为空')).toBeTruthy(); // RuoYi's own wording
    expect(within(dialog).getByText('参数键值不能为空')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('参数名称'), { target: { value: '工单上限' } });
    fireEvent.change(within(dialog).getByLabelText('参数键名'), { target: { value: 'biz.ticket.max' } });
    fireEvent.change(within(dialog).getByLabelText('参数键值'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '否' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/system/config',
      expect.objectContaining({ configName: '工单上限', configKey: 'biz.ticket.max', configValue: '20', configType: 'N' }),
    );
  });

  it('refreshes the server cache and says so', async () => {
    await renderScreen(<ConfigPage />);
    await rowOf('biz.hotline');
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/config/refreshCache'));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });

  it('speaks English: headers, the dialog and its messages', async () => {
    await renderScreen(<ConfigPage />, { lang: 'en-US' });
    await rowOf('biz.hotline');
    expect(screen.getByRole('columnheader', { name: /^Key/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('The parameter name is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
