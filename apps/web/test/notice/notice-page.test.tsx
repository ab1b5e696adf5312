import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import NoticePage from '../../src/features/notice/NoticePage.tsx';
import { renderScreen } from '../user/render.tsx';
import { notice } from './rows.ts';

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

const ROWS = [notice(2, '春节放假通知', '1', '<p><strong>Hi</strong> all</p>'), notice(1, '系统升级公告', '2', '<p>今晚升级</p>')];
const option = (dictType: string, dictValue: string, dictLabel: string, listClass: string) => ({
  dictCode: Number(dictValue),
  dictSort: Number(dictValue),
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
  put.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/notice/list') return { code: 200, msg: '查询成功', rows: ROWS, total: 2 } as never;
    if (url === '/system/notice/2') return { code: 200, msg: '操作成功', data: ROWS[0] } as never;
    if (url === '/system/dict/data/type/sys_notice_type')
      return {
        code: 200,
        msg: '操作成功',
        data: [option('sys_notice_type', '1', '通知', 'warning'), option('sys_notice_type', '2', '公告', 'success')],
      } as never;
    if (url === '/system/dict/data/type/sys_notice_status')
      return {
        code: 200,
        msg: '操作成功',
        data: [option('sys_notice_status', '0', '正常', 'primary'), option('sys_notice_status', '1', '关闭', 'danger')],
      } as never;
    if (url === '/system/site/options') return { code: 200, msg: '操作成功', data: [] } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
});

const listQueries = () => get.mock.calls.filter(([url]) => url === '/system/notice/list').map(([, query]) => query);
async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText(title));
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}
const row = (title: string) => screen.getByRole('button', { name: title }).closest('tr') as HTMLElement;

describe('notices', () => {
  it('lists the notices with their type tags and sends the filters', async () => {
    await renderScreen(<NoticePage />);
    await screen.findByRole('button', { name: '春节放假通知' });
    expect(within(row('春节放假通知')).getByText('通知').className).toContain('ant-tag-warning');
    expect(within(row('系统升级公告')).getByText('公告').className).toContain('ant-tag-success');
    expect(within(row('系统升级公告')).getByText('全部站点')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /公告标题/ }), { target: { value: ' 春节 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /创建者/ }), { target: { value: 'adm' } });
    fireEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ noticeTitle: '春节', createBy: 'adm', pageNum: 1 }));
  });

  it('opens a notice: its title, type and HTML body', async () => {
    await renderScreen(<NoticePage />);
    fireEvent.click(await screen.findByRole('button', { name: '春节放假通知' }));
    const detail = await dialogTitled('公告详情');
    const article = await within(detail).findByRole('article', { name: '春节放假通知' });
    expect(article.querySelector('.notice-content strong')?.textContent).toBe('Hi');
    expect(within(article).getByText('通知')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/notice/2');
  });

  it('refuses a notice without a title, or with markup in it, and sends nothing', async () => {
    await renderScreen(<NoticePage />);
    await screen.findByRole('button', { name: '春节放假通知' });
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await dialogTitled('添加公告');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('公告标题不能为空')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('公告标题'), { target: { value: '<b>通知</b>' } });
    expect(await within(dialog).findByText('公告标题不能包含脚本字符')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await new Promise((r) => setTimeout(r, 300));
    expect(post).not.toHaveBeenCalled();
  });

  it("edits in the rich text editor: the stored body is shown, the editor's change is sent", async () => {
    await renderScreen(<NoticePage />);
    await screen.findByRole('button', { name: '春节放假通知' });
    fireEvent.click(within(row('春节放假通知')).getByRole('button', { name: /修\s*改/ }));
    const dialog = await dialogTitled('修改公告');
    // the lazily loaded editor receives the form's value…
    await waitFor(() => expect(dialog.querySelector('.tiptap strong')?.textContent).toBe('Hi'), { timeout: 15_000 });
    expect((dialog.querySelector('.rich-text-body') as HTMLElement).style.height).toBe('300px');
    // …and gives its changes back: the paragraph made a heading
    fireEvent.click(within(dialog).getByRole('button', { name: '标题' }));
    await waitFor(() => expect(dialog.querySelector('.tiptap h2')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    // (Tiptap keeps an empty paragraph after a last heading, to type below it)
    expect(put).toHaveBeenCalledWith(
      '/system/notice',
      expect.objectContaining({
        noticeId: 2,
        noticeTitle: '春节放假通知',
        noticeType: '1',
        siteId: null,
        noticeContent: expect.stringMatching(/^<h2><strong>Hi<\/strong> all<\/h2>(<p><\/p>)?$/),
      }),
    );
  });

  it('speaks English: headers, the dialog and its message', async () => {
    await renderScreen(<NoticePage />, { lang: 'en-US' });
    await screen.findByRole('button', { name: '春节放假通知' });
    expect(screen.getByRole('columnheader', { name: 'Title' })).toBeTruthy();
    expect(within(row('系统升级公告')).getByText('All sites')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add notice');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('The notice title is required')).toBeTruthy();
  });
});
