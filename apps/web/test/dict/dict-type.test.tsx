import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as downloads from '../../src/api/download.ts';
import * as request from '../../src/api/request.ts';
import DictTypePage from '../../src/features/dict/DictTypePage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
vi.mock('../../src/api/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/download.ts')>()),
  download: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const del = vi.mocked(request.del);
const download = vi.mocked(downloads.download);

const type = (dictId: number, dictName: string, dictType: string, dictNameEn: string | null = null) => ({
  dictId,
  dictName,
  dictNameEn,
  dictType,
  status: '0',
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
});
const STATUS = [
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
  post.mockReset();
  del.mockReset();
  download.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/dict/type/list')
      return {
        code: 200,
        msg: '查询成功',
        rows: [type(1, '用户性别', 'sys_user_sex', 'User gender'), type(100, '快递公司', 'biz_express')],
        total: 2,
      } as never;
    if (url === '/system/dict/data/type/sys_normal_disable') return { code: 200, msg: '操作成功', data: STATUS } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  del.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  download.mockResolvedValue(true);
});

/** The open dialog titled `title` (antd's test ids make aria-labelledby ambiguous here: the title is matched as text). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
}
const lastListQuery = () => get.mock.calls.filter(([url]) => url === '/system/dict/type/list').at(-1)?.[1];
const submitSearch = () => fireEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement);

describe('dictionary types', () => {
  it('lists the types with their status tags and sends the filters', async () => {
    await renderScreen(<DictTypePage />);
    const row = (await screen.findByText('快递公司')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'biz_express' })).toBeTruthy();
    expect(within(row).getByText('正常').className).toContain('ant-tag-processing'); // RuoYi's "primary"
    expect(lastListQuery()).toMatchObject({ pageNum: 1, pageSize: 20 });
    // the filter, not the sortable column header that carries the same name
    fireEvent.change(screen.getByRole('textbox', { name: /字典类型/ }), { target: { value: ' sys_ ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /字典名称/ }), { target: { value: '性别' } });
    submitSearch();
    await waitFor(() => expect(lastListQuery()).toMatchObject({ dictType: 'sys_', dictName: '性别', pageNum: 1 }));
  });

  it("opens a type's data list at /system/dict-data/index/:dictId", async () => {
    const { router } = await renderScreen(<DictTypePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'biz_express' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict-data/index/100'));
  });

  it('refuses an empty or malformed type with localized messages and sends nothing', async () => {
    await renderScreen(<DictTypePage />);
    await screen.findByText('快递公司');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await dialogTitled('添加字典类型');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('字典名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('字典类型不能为空')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('字典类型'), { target: { value: 'Biz-Color' } });
    expect(await within(dialog).findByText('字典类型必须以小写字母开头，且只能为小写字母、数字、下划线')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds a type with its English name and lists again', async () => {
    await renderScreen(<DictTypePage />);
    await screen.findByText('快递公司');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await dialogTitled('添加字典类型');
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: '颜色' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Colour' } });
    fireEvent.change(within(dialog).getByLabelText('字典类型'), { target: { value: 'biz_color' } });
    const lists = get.mock.calls.filter(([url]) => url === '/system/dict/type/list').length;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/system/dict/type',
      expect.objectContaining({ dictName: '颜色', dictNameEn: 'Colour', dictType: 'biz_color', status: '0' }),
    );
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/system/dict/type/list').length).toBeGreaterThan(lists));
  });

  it('refreshes the server cache', async () => {
    await renderScreen(<DictTypePage />);
    await screen.findByText('快递公司');
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/dict/type/refreshCache'));
  });

  it('speaks English: headers, the dialog and its messages', async () => {
    await renderScreen(<DictTypePage />, { lang: 'en-US' });
    await screen.findByText('快递公司');
    expect(screen.getByRole('columnheader', { name: 'Dictionary type' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add dictionary type');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('Dictionary name is required')).toBeTruthy();
    expect(within(dialog).getByText('Dictionary type is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
