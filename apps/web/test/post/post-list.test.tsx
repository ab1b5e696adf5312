import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as downloads from '../../src/api/download.ts';
import * as request from '../../src/api/request.ts';
import PostPage from '../../src/features/post/PostPage.tsx';
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
const del = vi.mocked(request.del);
const download = vi.mocked(downloads.download);

const post = (postId: number, postCode: string, postName: string) => ({
  postId,
  postCode,
  postName,
  postSort: postId,
  status: '0',
  flag: false,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
});

beforeEach(() => {
  get.mockReset();
  del.mockReset();
  download.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/post/list') return { code: 200, msg: '查询成功', rows: [post(1, 'ceo', '董事长'), post(2, 'se', '项目经理')], total: 2 } as never;
    return { code: 200, msg: 'ok', data: [] } as never;
  });
  del.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  download.mockResolvedValue(true);
});

describe('post list', () => {
  it("shows RuoYi's columns and sends the search filters", async () => {
    await renderScreen(<PostPage />);
    await screen.findByText('董事长');
    const headers = screen.getAllByRole('columnheader').map((h) => (h.textContent ?? '').trim());
    expect(headers).toEqual(expect.arrayContaining(['岗位编号', '岗位编码', '岗位名称', '岗位排序', '状态', '创建时间', '操作']));
    fireEvent.change(screen.getByLabelText('岗位编码'), { target: { value: 'ce' } });
    fireEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/system/post/list', expect.objectContaining({ postCode: 'ce', pageNum: 1 })));
  });

  it('deletes a row after the confirmation that names its id', async () => {
    await renderScreen(<PostPage />);
    await screen.findByText('项目经理');
    const row = document.querySelector('tbody tr[data-row-key="2"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否确认删除岗位编号为"2"的数据项？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/post/2'));
  });

  it('exports the filtered list without paging, in English too', async () => {
    await renderScreen(<PostPage />, { lang: 'en-US' });
    await screen.findByText('董事长');
    expect(screen.getByRole('columnheader', { name: 'Post code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [url, body] = download.mock.calls[0];
    expect(url).toBe('/system/post/export');
    expect(body).not.toHaveProperty('pageNum');
  });
});
