import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import DictDataPage from '../../src/features/dict/DictDataPage.tsx';
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

const TYPES = [
  { dictId: 100, dictName: '快递公司', dictNameEn: 'Carrier', dictType: 'biz_express', status: '0' },
  { dictId: 1, dictName: '用户性别', dictNameEn: 'User gender', dictType: 'sys_user_sex', status: '0' },
];
const entry = (dictCode: number, dictLabel: string, dictLabelEn: string, dictValue: string, listClass: string) => ({
  dictCode,
  dictSort: dictCode,
  dictLabel,
  dictLabelEn,
  dictValue,
  dictType: 'biz_express',
  cssClass: '',
  listClass,
  isDefault: 'N',
  status: '0',
  default: false,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
});
const option = (dictType: string, dictValue: string, dictLabel: string, listClass = '') => ({
  dictCode: Number(dictValue) + 1,
  dictSort: 1,
  dictLabel,
  dictValue,
  dictType,
  cssClass: '',
  listClass,
  isDefault: 'N',
  status: '0',
  default: false,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (url: string, query?: object) => {
    if (url === '/system/dict/type/100') return { code: 200, msg: '操作成功', data: TYPES[0] } as never;
    if (url === '/system/dict/type/optionselect') return { code: 200, msg: '操作成功', data: TYPES } as never;
    if (url === '/system/dict/data/list') {
      const type = (query as { dictType?: string }).dictType;
      const rows = type === 'biz_express' ? [entry(10, '顺丰', 'SF Express', 'sf', 'success'), entry(11, '圆通', 'YTO', 'yto', 'warning')] : [];
      return { code: 200, msg: '查询成功', rows, total: rows.length } as never;
    }
    if (url === '/system/dict/data/type/sys_normal_disable')
      return {
        code: 200,
        msg: '操作成功',
        data: [option('sys_normal_disable', '0', '正常', 'primary'), option('sys_normal_disable', '1', '停用', 'danger')],
      } as never;
    if (url === '/system/dict/data/type/sys_yes_no')
      return { code: 200, msg: '操作成功', data: [option('sys_yes_no', 'Y', '是'), option('sys_yes_no', 'N', '否')] } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

const openPage = (lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderScreen(<DictDataPage />, { route: '/system/dict-data/index/100', path: '/system/dict-data/index/:dictId', lang });
const dataQueries = () => get.mock.calls.filter(([url]) => url === '/system/dict/data/list').map(([, query]) => query);

async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
}

describe('dictionary data (/system/dict-data/index/:dictId)', () => {
  it("lists the route's type: each label as the tag its style gives", async () => {
    await openPage();
    const row = (await screen.findByText('SF Express')).closest('tr') as HTMLElement;
    expect(get).toHaveBeenCalledWith('/system/dict/type/100');
    expect(dataQueries()[0]).toMatchObject({ dictType: 'biz_express', pageNum: 1 });
    expect(within(row).getByText('顺丰').className).toContain('ant-tag-success');
    const other = screen.getByText('YTO').closest('tr') as HTMLElement;
    expect(within(other).getByText('圆通').className).toContain('ant-tag-warning');
    // the type filter shows the route's type by name
    expect(screen.getByText('快递公司 (biz_express)')).toBeTruthy();
  });

  it('sends the label filter with the type', async () => {
    await openPage();
    await screen.findByText('SF Express');
    fireEvent.change(screen.getByRole('textbox', { name: /字典标签/ }), { target: { value: '顺' } });
    fireEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(dataQueries().at(-1)).toMatchObject({ dictType: 'biz_express', dictLabel: '顺', pageNum: 1 }));
  });

  it('adds an entry to the shown type: required fields, a bad CSS class refused, the tag previewed', async () => {
    await openPage();
    await screen.findByText('SF Express');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await dialogTitled('添加字典数据');
    const typeField = within(dialog).getByLabelText('字典类型') as HTMLInputElement;
    expect(typeField.value).toBe('biz_express');
    expect(typeField.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('字典标签不能为空')).toBeTruthy();
    expect(within(dialog).getByText('字典键值不能为空')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('字典标签'), { target: { value: '中通' } });
    fireEvent.change(within(dialog).getByLabelText('英文标签'), { target: { value: 'ZTO' } });
    fireEvent.change(within(dialog).getByLabelText('字典键值'), { target: { value: 'zto' } });
    fireEvent.change(within(dialog).getByLabelText('样式属性'), { target: { value: 'x;color:red' } });
    expect(await within(dialog).findByText('样式属性只能包含字母、数字、空格、下划线和连字符')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('样式属性'), { target: { value: '' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '回显样式' }));
    fireEvent.click(await screen.findByTitle('成功(success)'));
    const preview = () => within(dialog).getByTestId('list-class-preview').querySelector('.ant-tag');
    await waitFor(() => expect(preview()?.className).toContain('ant-tag-success'));
    expect(preview()?.textContent).toBe('中通');

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/system/dict/data',
      expect.objectContaining({ dictType: 'biz_express', dictLabel: '中通', dictLabelEn: 'ZTO', dictValue: 'zto', listClass: 'success', dictSort: 0 }),
    );
  });

  it('closes back to the type list', async () => {
    const { router } = await openPage();
    await screen.findByText('SF Express');
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'));
  });

  it('speaks English: headers, the tag styles and the messages', async () => {
    await openPage('en-US');
    await screen.findByText('SF Express');
    expect(screen.getByRole('columnheader', { name: 'English label' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add dictionary entry');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tag style' }));
    expect(await screen.findByTitle('Danger(danger)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('Dictionary label is required')).toBeTruthy();
    expect(within(dialog).getByText('Dictionary value is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
