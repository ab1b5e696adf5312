import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import NoticeBell from '../../src/layout/header/NoticeBell.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);

interface Top {
  noticeId: number;
  noticeTitle: string;
  noticeType: '1' | '2';
  isRead: boolean;
}
const top = (noticeId: number, noticeTitle: string, isRead: boolean): Top => ({ noticeId, noticeTitle, noticeType: '1', isRead });
let rows: Top[];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  rows = [top(5, '五月盘点', false), top(4, '四月盘点', false), top(3, '三月盘点', true)];
  get.mockImplementation(async (url: string) => {
    if (url === '/system/notice/listTop')
      return {
        code: 200,
        msg: '操作成功',
        data: rows.map((r) => ({ ...r, status: '0', createBy: 'admin', createTime: '2025-05-02 08:00:00' })),
        unreadCount: rows.filter((r) => !r.isRead).length,
      } as never;
    if (url === '/system/notice/5')
      return {
        code: 200,
        msg: '操作成功',
        data: {
          noticeId: 5,
          noticeTitle: '五月盘点',
          noticeType: '1',
          noticeContent: '<p>请于<em>周五</em>前完成</p>',
          status: '0',
          siteId: null,
          isRead: false,
          createBy: 'admin',
          createTime: '2025-05-02 08:00:00',
        },
      } as never;
    if (url === '/system/dict/data/type/sys_notice_type')
      return {
        code: 200,
        msg: '操作成功',
        data: [
          {
            dictCode: 1,
            dictSort: 1,
            dictLabel: '通知',
            dictValue: '1',
            dictType: 'sys_notice_type',
            cssClass: '',
            listClass: 'warning',
            isDefault: 'N',
            status: '0',
            default: false,
          },
        ],
      } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockImplementation(async (url: string, _body?: unknown, options?: { params?: { noticeId?: number; ids?: string } }) => {
    // the server records the reads: the next listTop answers them
    const read =
      url === '/system/notice/markRead'
        ? [options?.params?.noticeId]
        : String(options?.params?.ids ?? '')
            .split(',')
            .map(Number);
    rows = rows.map((r) => (read.includes(r.noticeId) ? { ...r, isRead: true } : r));
    return { code: 200, msg: '操作成功' } as never;
  });
});

const bell = () => screen.getByTestId('notice-bell');
const listTops = () => get.mock.calls.filter(([url]) => url === '/system/notice/listTop').length;
async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(bell());
  return (await screen.findByText('五月盘点')).closest('.ant-popover') as HTMLElement;
}

describe('the navbar bell', () => {
  it('shows the unread count, and the newest notices with the unread ones marked', async () => {
    await renderScreen(<NoticeBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'));
    expect(bell().querySelector('.ant-badge-count')?.textContent).toBe('2');
    const panel = await openPanel();
    expect(within(panel).getByText('通知公告')).toBeTruthy();
    expect(within(panel).getAllByLabelText('未读')).toHaveLength(2);
    const read = within(panel).getByText('三月盘点').closest('li') as HTMLElement;
    expect(within(read).queryByLabelText('未读')).toBeNull();
  });

  it('opens an unread notice: marks it read, shows its body, and counts one fewer', async () => {
    await renderScreen(<NoticeBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'));
    const panel = await openPanel();
    const before = listTops();
    fireEvent.click(within(panel).getByText('五月盘点'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/notice/markRead', undefined, { params: { noticeId: 5 } }));
    const detail = await screen.findByRole('article', { name: '五月盘点' });
    expect(detail.querySelector('.notice-content em')?.textContent).toBe('周五');
    await waitFor(() => expect(listTops()).toBeGreaterThan(before));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，1 条未读'));
  });

  it('a notice already read is opened without marking it again', async () => {
    await renderScreen(<NoticeBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'));
    const panel = await openPanel();
    get.mockImplementationOnce(
      async () => ({ code: 200, msg: '操作成功', data: { ...rows[2], noticeContent: '<p>旧</p>', status: '0', createBy: 'admin' } }) as never,
    );
    fireEvent.click(within(panel).getByText('三月盘点'));
    await screen.findByRole('article', { name: '三月盘点' });
    expect(post).not.toHaveBeenCalled();
  });

  it('"mark all read" sends the unread ids only and clears the count', async () => {
    await renderScreen(<NoticeBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'));
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/notice/markReadAll', undefined, { params: { ids: '5,4' } }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，0 条未读'));
    expect((within(panel).getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks English, and says so when there is nothing', async () => {
    rows = [];
    await renderScreen(<NoticeBell />, { lang: 'en-US' });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notices, 0 unread'));
    fireEvent.click(bell());
    expect(await screen.findByText('No notices')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
