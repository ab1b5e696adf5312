import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { del, get, post, put, RequestError, request, setReloginSuppressed, setSessionExpiredHandler, upload } from '../src/api/request.ts';
import i18n, { changeLanguage } from '../src/i18n/index.ts';
import { setToken } from '../src/utils/auth.ts';
import { clearCookies, type FakeFeedback, fakeFeedback, headersOf, json, mockFetch } from './helpers/http.ts';

let fb: FakeFeedback;

beforeEach(() => {
  fb = fakeFeedback();
  clearCookies();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setReloginSuppressed(false);
});

describe('headers and urls', () => {
  it('sends the Bearer token from the Admin-Token cookie', async () => {
    setToken('tok-1');
    const fetch = mockFetch(() => json({ code: 200, msg: 'ok' }));
    await get('/getInfo');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/prod-api/getInfo');
    expect(headersOf(init).Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token or with isToken:false', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await get('/captchaImage');
    expect(headersOf(fetch.mock.calls[0][1]).Authorization).toBeUndefined();
    setToken('tok-2');
    await get('/captchaImage', undefined, { isToken: false });
    expect(headersOf(fetch.mock.calls[1][1]).Authorization).toBeUndefined();
  });

  it('sends the interface language', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await get('/x');
    expect(headersOf(fetch.mock.calls[0][1])['Content-Language']).toBe('zh-CN');
    await changeLanguage('en-US');
    await get('/x');
    expect(headersOf(fetch.mock.calls[1][1])['Content-Language']).toBe('en-US');
    expect(headersOf(fetch.mock.calls[1][1])['Accept-Language']).toBe('en-US');
    await changeLanguage('zh-CN');
  });

  it('serialises GET params, nested params[...] included, and drops empty values', async () => {
    const fetch = mockFetch(() => json({ code: 200, rows: [], total: 0 }));
    await get('system/user/list', {
      pageNum: 1,
      userName: '',
      phonenumber: null,
      status: undefined,
      deptId: 0,
      admin: false,
      nick: 'a b&c',
      params: { beginTime: '2024-01-01', endTime: '' },
    });
    expect(fetch.mock.calls[0][0]).toBe('/prod-api/system/user/list?pageNum=1&deptId=0&admin=false&nick=a%20b%26c&params%5BbeginTime%5D=2024-01-01');
  });

  it('leaves the url alone when no param has a value', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await get('/system/user/list', { a: '', b: undefined });
    expect(fetch.mock.calls[0][0]).toBe('/prod-api/system/user/list');
  });

  it('sends JSON bodies with a JSON content type and resolves to the whole body', async () => {
    const fetch = mockFetch(() => json({ code: 200, msg: 'done', data: { id: 3 }, extra: 'x' }));
    const body = await post<{ data: { id: number }; extra: string }>('/system/user', { userName: 'a' });
    expect(body).toEqual({ code: 200, msg: 'done', data: { id: 3 }, extra: 'x' });
    const init = fetch.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"userName":"a"}');
    expect(headersOf(init)['Content-Type']).toBe('application/json;charset=utf-8');
  });

  it('treats a body without code as success', async () => {
    mockFetch(() => json({ rows: [1] }));
    await expect(get('/x')).resolves.toEqual({ rows: [1] });
  });

  it('uses DELETE and PUT methods', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await del('/system/user/1,2');
    await put('/system/user', { userId: 1 });
    expect(fetch.mock.calls.map((c) => c[1]?.method)).toEqual(['DELETE', 'PUT']);
  });

  it('uploads multipart without a JSON content type and without the duplicate guard', async () => {
    const fetch = mockFetch(() => json({ code: 200, url: '/profile/a.png' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await upload('/common/upload', form);
    await upload('/common/upload', form);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0][1]?.body).toBe(form);
    expect(headersOf(fetch.mock.calls[0][1])['Content-Type']).toBeUndefined();
  });
});

describe('idempotency keys', () => {
  it('sends a fresh Idempotency-Key with every POST, PUT and DELETE, none with GET', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await post('/system/task', { a: 1 }, { repeatSubmit: false });
    await post('/system/task', { a: 1 }, { repeatSubmit: false });
    await put('/system/customer/adjust', { userId: 3 });
    await del('/system/task/1');
    await get('/system/task/list');
    const keys = fetch.mock.calls.map(([, init]) => headersOf(init)['Idempotency-Key']);
    expect(keys.slice(0, 4).every((k) => typeof k === 'string' && /^[0-9a-f-]{36}$/.test(k))).toBe(true);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeUndefined();
  });

  it('keeps a key the caller gives (one submit sent again)', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await post('/system/task', { a: 2 }, { repeatSubmit: false, headers: { 'Idempotency-Key': 'k-1' } });
    expect(headersOf(fetch.mock.calls[0][1])['Idempotency-Key']).toBe('k-1');
  });
});

describe('duplicate-submit guard', () => {
  it('rejects an identical POST within 5 s and keeps it in sessionStorage sessionObj', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await post('/system/user', { a: 1 });
    const second = post('/system/user', { a: 1 });
    await expect(second).rejects.toMatchObject({ kind: 'repeat', message: '数据正在处理，请勿重复提交' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fb.message.warning).toHaveBeenCalledWith('数据正在处理，请勿重复提交');
    expect(JSON.parse(sessionStorage.getItem('sessionObj') ?? '{}')).toMatchObject({ url: '/system/user', data: '{"a":1}' });
  });

  it('lets a different body, a different url, or the same call after 5 s through', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await put('/system/user', { a: 1 });
    await put('/system/user', { a: 2 });
    await put('/system/role', { a: 2 });
    now.mockReturnValue(1_000_000 + 5_001);
    await put('/system/role', { a: 2 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('is bypassed with repeatSubmit:false and never applies to GET', async () => {
    const fetch = mockFetch(() => json({ code: 200 }));
    await post('/login', { u: 1 }, { repeatSubmit: false });
    await post('/login', { u: 1 }, { repeatSubmit: false });
    await get('/x');
    await get('/x');
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('body codes', () => {
  it('shows one re-login dialog for two concurrent 401s and rejects both', async () => {
    mockFetch(() => json({ code: 401, msg: 'server text' }));
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    const results = await Promise.allSettled([get('/a'), get('/b')]);
    expect(fb.modal.confirm).toHaveBeenCalledTimes(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason as RequestError;
      expect(reason).toBeInstanceOf(RequestError);
      expect(reason.message).toBe('无效的会话，或者会话已过期，请重新登录。');
      expect(reason.code).toBe(401);
    }
    const config = fb.modal.confirm.mock.calls[0][0] as { content: string; okText: string; onOk: () => Promise<void>; onCancel: () => void };
    expect(config.content).toBe('登录状态已过期，您可以继续留在该页面，或者重新登录');
    expect(config.okText).toBe('重新登录');
    await config.onOk();
    expect(handler).toHaveBeenCalledTimes(1);
    // The dialog is closed: the next 401 opens a new one.
    await expect(get('/c')).rejects.toBeInstanceOf(RequestError);
    expect(fb.modal.confirm).toHaveBeenCalledTimes(2);
    (fb.modal.confirm.mock.calls[1][0] as { onCancel: () => void }).onCancel();
    await expect(get('/d')).rejects.toBeInstanceOf(RequestError);
    expect(fb.modal.confirm).toHaveBeenCalledTimes(3);
    (fb.modal.confirm.mock.calls[2][0] as { onCancel: () => void }).onCancel();
  });

  it('shows no dialog while the guard suppresses it, and marks the error as not shown', async () => {
    mockFetch(() => json({ code: 401 }));
    setReloginSuppressed(true);
    const error = (await get('/getInfo').catch((e: unknown) => e)) as RequestError;
    expect(fb.modal.confirm).not.toHaveBeenCalled();
    expect(error.shown).toBe(false);
  });

  it('shows code 500 as an error toast with the server message', async () => {
    mockFetch(() => json({ code: 500, msg: '用户不存在/密码错误' }));
    await expect(post('/login', {}, { repeatSubmit: false })).rejects.toMatchObject({ message: '用户不存在/密码错误', code: 500, shown: true });
    expect(fb.message.error).toHaveBeenCalledWith('用户不存在/密码错误');
  });

  it('shows code 601 as a warning toast', async () => {
    mockFetch(() => json({ code: 601, msg: 'careful' }));
    await expect(get('/x')).rejects.toMatchObject({ message: 'careful', code: 601 });
    expect(fb.message.warning).toHaveBeenCalledWith('careful');
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('only logs code 404', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => json({ code: 404, msg: 'nope' }));
    await expect(get('/x')).rejects.toMatchObject({ message: '访问资源不存在', code: 404, shown: false });
    expect(log).toHaveBeenCalledWith('访问资源不存在');
    expect(fb.message.error).not.toHaveBeenCalled();
    expect(fb.notification.error).not.toHaveBeenCalled();
  });

  it('notifies code 403 with the fixed text, not the server message', async () => {
    mockFetch(() => json({ code: 403, msg: '没有权限，请联系管理员授权' }));
    await expect(get('/x')).rejects.toMatchObject({ message: '当前操作没有权限', code: 403 });
    expect(fb.notification.error).toHaveBeenCalledWith({ title: '当前操作没有权限' });
  });

  it('notifies other codes with the server message, or the default text', async () => {
    mockFetch(() => json({ code: 418, msg: 'teapot' }));
    await expect(get('/x')).rejects.toMatchObject({ message: 'teapot' });
    mockFetch(() => json({ code: 418 }));
    await expect(get('/y')).rejects.toMatchObject({ message: '系统未知错误，请反馈给管理员' });
    expect(fb.notification.error.mock.calls).toEqual([[{ title: 'teapot' }], [{ title: '系统未知错误，请反馈给管理员' }]]);
  });

  it('shows nothing for a silent call but still rejects', async () => {
    mockFetch(() => json({ code: 500, msg: 'hidden' }));
    await expect(get('/x', undefined, { silent: true })).rejects.toMatchObject({ message: 'hidden', shown: false });
    expect(fb.message.error).not.toHaveBeenCalled();
  });
});

describe('requests the server shed ("busy" with Retry-After)', () => {
  const busy = (wait = '0') => json({ code: 500, msg: '系统繁忙，请稍后再试' }, { headers: { 'Retry-After': wait } });

  it('sends a shed GET again and shows nothing when it then succeeds', async () => {
    let n = 0;
    const fetch = mockFetch(() => (++n === 1 ? busy() : json({ code: 200, data: 'fine' })));
    await expect(get('/getInfo')).resolves.toMatchObject({ data: 'fine' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('waits the Retry-After seconds before sending again', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const fetch = mockFetch(() => (++n === 1 ? busy('1') : json({ code: 200 })));
      const done = get('/system/user/list');
      await vi.advanceTimersByTimeAsync(900);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(200);
      await done;
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a shed POST again past the duplicate-submit guard, and gives up after two more sends', async () => {
    const fetch = mockFetch(() => busy());
    await expect(post('/system/user', { a: 1 })).rejects.toMatchObject({ code: 500, message: '系统繁忙，请稍后再试' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fb.message.warning).not.toHaveBeenCalled();
    expect(fb.message.error).toHaveBeenCalledTimes(1);
  });

  it('does not send again a code 500 without Retry-After (a refusal that ran)', async () => {
    const fetch = mockFetch(() => json({ code: 500, msg: '余额不足' }));
    await expect(get('/x')).rejects.toMatchObject({ code: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('transport errors', () => {
  it('reports a body cut off after the headers (the page being left) as a network failure', async () => {
    mockFetch(() => {
      const body = new ReadableStream({
        start(controller) {
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    await expect(get('/getInfo')).rejects.toMatchObject({ name: 'RequestError', kind: 'network' });
  });

  it('reports a network failure for 5 s', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(get('/x')).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    expect(fb.message.error).toHaveBeenCalledWith({ content: '后端接口连接异常', duration: 5 });
  });

  it('aborts and reports a timeout', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(request({ url: '/slow', timeout: 20 })).rejects.toMatchObject({ kind: 'timeout', message: '系统接口请求超时' });
    expect(fb.message.error).toHaveBeenCalledWith({ content: '系统接口请求超时', duration: 5 });
  });

  it('reports an HTTP error status', async () => {
    mockFetch(() => new Response('bad gateway', { status: 502 }));
    await expect(get('/x')).rejects.toMatchObject({ kind: 'http', code: 502, message: '系统接口502异常' });
    expect(fb.message.error).toHaveBeenCalledWith({ content: '系统接口502异常', duration: 5 });
  });

  it('reports a body that is not JSON with the default text', async () => {
    mockFetch(() => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(get('/x')).rejects.toMatchObject({ kind: 'parse', message: '系统未知错误，请反馈给管理员' });
  });

  it('follows the interface language in its messages', async () => {
    await changeLanguage('en-US');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(get('/x')).rejects.toMatchObject({ message: 'Backend interface connection abnormal' });
    await changeLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
  });
});
