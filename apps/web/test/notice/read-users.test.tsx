import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import ReadUsersDialog from '../../src/features/notice/ReadUsersDialog.tsx';
import { renderScreen } from '../user/render.tsx';
import { notice } from './rows.ts';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
}));
const get = vi.mocked(request.get);

const row = notice(7, '系统升级公告', '2', '<p>今晚升级</p>');
const reader = { userId: 3, userName: 'seller', nickName: '商家', deptName: '商家部', phonenumber: '13800000000', readTime: '2025-03-02 10:00:00' };

describe('who read a notice', () => {
  beforeEach(() => get.mockReset());

  it('counts the readers exactly, or as "about N" when the server estimated them', async () => {
    get.mockResolvedValue({ code: 200, msg: '查询成功', rows: [reader], total: 1, estimated: false } as never);
    const exact = await renderScreen(<ReadUsersDialog notice={row} onClose={() => {}} />);
    expect(await screen.findByText('共 1 人已读')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/notice/readUsers/list', expect.objectContaining({ noticeId: 7, pageNum: 1 }));
    exact.unmount();

    get.mockResolvedValue({ code: 200, msg: '查询成功', rows: [reader], total: 120_340, estimated: true } as never);
    await renderScreen(<ReadUsersDialog notice={row} onClose={() => {}} />);
    expect(await screen.findByText('约 120340 人已读')).toBeTruthy();
  });
});
