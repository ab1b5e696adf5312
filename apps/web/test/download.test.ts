import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, downloadGet } from '../src/api/request.ts';
import { setToken } from '../src/utils/auth.ts';
import { clearCookies, type FakeFeedback, fakeFeedback, headersOf, json, mockFetch } from './helpers/http.ts';

let fb: FakeFeedback;
let clicks: string[];

beforeEach(() => {
  fb = fakeFeedback();
  clearCookies();
  sessionStorage.clear();
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('download', () => {
  it('posts the params urlencoded and saves the file under the given name', async () => {
    setToken('tok');
    const fetch = mockFetch(() => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': xlsx } }));
    const saved = await download('system/user/export', { userName: 'a', status: '', params: { beginTime: '2024-01-01' } }, 'user_1.xlsx');
    expect(saved).toBe(true);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/prod-api/system/user/export');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('userName=a&params%5BbeginTime%5D=2024-01-01');
    expect(headersOf(init)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(headersOf(init).Authorization).toBe('Bearer tok');
    expect(clicks).toEqual(['user_1.xlsx']);
    expect(fb.message.loading).toHaveBeenCalledWith('正在下载数据，请稍候', 0);
    expect(fb.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('shows the message of a JSON error blob and saves nothing', async () => {
    mockFetch(() => json({ code: 500, msg: '导出数据过多' }));
    const saved = await download('system/user/export', {}, 'user.xlsx');
    expect(saved).toBe(false);
    expect(fb.message.error).toHaveBeenCalledWith('导出数据过多');
    expect(clicks).toEqual([]);
    expect(fb.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('uses the fixed text for a JSON 403 blob', async () => {
    mockFetch(() => json({ code: 403, msg: 'server words' }));
    await download('system/user/export', {}, 'user.xlsx');
    expect(fb.message.error).toHaveBeenCalledWith('当前操作没有权限');
  });

  it('shows a transport failure once (not also the generic download error)', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const saved = await download('system/user/export', {}, 'user.xlsx');
    expect(saved).toBe(false);
    expect(fb.message.error).toHaveBeenCalledTimes(1);
    expect(fb.message.error).toHaveBeenCalledWith({ content: '后端接口连接异常', duration: 5 });
  });

  it('shows the download error when saving fails', async () => {
    mockFetch(() => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': xlsx } }));
    vi.mocked(URL.createObjectURL).mockImplementation(() => {
      throw new Error('no blob urls');
    });
    expect(await download('system/user/export', {}, 'user.xlsx')).toBe(false);
    expect(fb.message.error).toHaveBeenCalledWith('下载文件出现错误，请联系管理员！');
  });

  it('downloadGet sends a GET and prefers the download-filename header', async () => {
    const fetch = mockFetch(
      () =>
        new Response(new Blob(['data']), {
          status: 200,
          headers: { 'Content-Type': 'application/octet-stream', 'download-filename': encodeURIComponent('报表.xlsx') },
        }),
    );
    await downloadGet('/common/download', { fileName: 'a.xlsx', delete: true }, 'fallback.xlsx');
    expect(fetch.mock.calls[0][0]).toBe('/prod-api/common/download?fileName=a.xlsx&delete=true');
    expect(fetch.mock.calls[0][1]?.method).toBe('GET');
    expect(clicks).toEqual(['报表.xlsx']);
  });
});
