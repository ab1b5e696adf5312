import type { CarouselRow } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as downloads from '../../src/api/download.ts';
import * as request from '../../src/api/request.ts';
import CarouselPage from '../../src/features/carousel/CarouselPage.tsx';
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
const put = vi.mocked(request.put);
const del = vi.mocked(request.del);
const download = vi.mocked(downloads.download);

const banner = (carouselId: number, title: string, phase: CarouselRow['phase'], over: Partial<CarouselRow> = {}): CarouselRow => ({
  carouselId,
  siteId: 1,
  siteName: '测评系统',
  title,
  titleEn: `${title} (en)`,
  image: `/profile/upload/demo/banner-${carouselId}.png`,
  linkUrl: '',
  orderNum: carouselId,
  beginTime: '2026-01-01 00:00:00',
  endTime: '2026-12-31 23:59:00',
  status: phase === 'disabled' ? '1' : '0',
  phase,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  ...over,
});

const STATUS = [
  { dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: '', dictSort: 1 },
  { dictLabel: '停用', dictValue: '1', listClass: 'danger', cssClass: '', dictSort: 2 },
];

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  del.mockReset();
  download.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/carousel/list')
      return {
        code: 200,
        msg: 'ok',
        rows: [
          banner(1, '欢迎使用测评系统', 'showing', { linkUrl: 'https://shop.example.com/' }),
          banner(2, '夏季活动', 'upcoming'),
          banner(3, '旧活动', 'disabled'),
        ],
        total: 3,
      } as never;
    if (url === '/system/site/options') return { code: 200, msg: 'ok', data: [{ siteId: 1, siteName: '测评系统', logo: null, status: '0' }] } as never;
    if (url.startsWith('/system/dict/data/type/')) return { code: 200, msg: 'ok', data: STATUS } as never;
    return { code: 200, msg: 'ok', data: [] } as never;
  });
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  del.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  download.mockResolvedValue(true);
});

const okButton = () => {
  const button = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!button) throw new Error('OK button not found');
  fireEvent.click(button);
};
const rowOf = (id: number) => document.querySelector(`tbody tr[data-row-key="${id}"]`) as HTMLElement;

describe('login banners screen', () => {
  it('lists banners with a thumbnail, their site, period and where they stand', async () => {
    await renderScreen(<CarouselPage />);
    await screen.findByText('欢迎使用测评系统');
    const headers = screen.getAllByRole('columnheader').map((h) => (h.textContent ?? '').trim());
    expect(headers).toEqual(expect.arrayContaining(['编号', '图片', '标题', '站点', '链接', '排序', '展示时间', '登录页', '状态', '操作']));
    const first = rowOf(1);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/prod-api/profile/upload/demo/banner-1.png');
    expect(within(first).getByText('展示中')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'https://shop.example.com/' }).getAttribute('target')).toBe('_blank');
    expect(within(first).getByText('欢迎使用测评系统 (en)')).toBeTruthy();
    expect(within(rowOf(2)).getByText('未开始')).toBeTruthy();
    expect(within(rowOf(3)).getByText('已停用')).toBeTruthy();
    expect(first.textContent).toContain('2026-01-01 00:00');
    expect(first.textContent).toContain('2026-12-31 23:59');
  });

  it('searches by title, status and site, and exports without paging', async () => {
    await renderScreen(<CarouselPage />, { lang: 'en-US' });
    await screen.findByText('夏季活动');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' summer ' } });
    fireEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/system/carousel/list', expect.objectContaining({ title: 'summer', pageNum: 1 })));
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [url, body] = download.mock.calls[0];
    expect(url).toBe('/system/carousel/export');
    expect(body).toMatchObject({ title: 'summer' });
    expect(body).not.toHaveProperty('pageNum');
  });

  it('edits a banner: the period goes as two wall times, the link is checked with the localized message', async () => {
    await renderScreen(<CarouselPage />, { lang: 'en-US' });
    await screen.findByText('夏季活动');
    fireEvent.click(within(rowOf(2)).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit the banner')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    okButton();
    expect(await within(dialog).findByText('The link must be a full address starting with http:// or https://')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'https://shop.example.com/summer' } });
    fireEvent.change(within(dialog).getByLabelText('English title'), { target: { value: 'Summer sale' } });
    okButton();
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [url, body] = put.mock.calls[0];
    expect(url).toBe('/system/carousel');
    expect(body).toEqual({
      carouselId: 2,
      siteId: 1,
      title: '夏季活动',
      titleEn: 'Summer sale',
      image: '/profile/upload/demo/banner-2.png',
      linkUrl: 'https://shop.example.com/summer',
      orderNum: 2,
      beginTime: '2026-01-01 00:00:00',
      endTime: '2026-12-31 23:59:00',
      status: '0',
    });
  });

  it('refuses a period that ends before it begins, sending nothing', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/system/carousel/list')
        return {
          code: 200,
          msg: 'ok',
          rows: [banner(4, '倒序', 'showing', { beginTime: '2026-05-01 00:00:00', endTime: '2026-04-01 00:00:00' })],
          total: 1,
        } as never;
      if (url.startsWith('/system/dict/data/type/')) return { code: 200, msg: 'ok', data: STATUS } as never;
      return { code: 200, msg: 'ok', data: [] } as never;
    });
    await renderScreen(<CarouselPage />);
    await screen.findByText('倒序');
    fireEvent.click(within(rowOf(4)).getByRole('button', { name: /修\s*改/ }));
    await screen.findByRole('dialog');
    okButton();
    expect(await screen.findByText('结束时间必须晚于开始时间')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('deletes a banner after a confirmation naming it', async () => {
    await renderScreen(<CarouselPage />);
    await screen.findByText('旧活动');
    fireEvent.click(within(rowOf(3)).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认删除轮播图“旧活动”吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/carousel/3'));
  });
});
