import { vi } from 'vitest';
import { type FeedbackApi, setFeedbackApi } from '../../src/api/request.ts';
import { removeToken } from '../../src/utils/auth.ts';

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json;charset=utf-8', ...(init.headers ?? {}) },
  });
}

export interface FakeFeedback {
  message: { error: ReturnType<typeof vi.fn>; warning: ReturnType<typeof vi.fn>; loading: ReturnType<typeof vi.fn>; success: ReturnType<typeof vi.fn> };
  notification: { error: ReturnType<typeof vi.fn> };
  modal: { confirm: ReturnType<typeof vi.fn> };
  hideLoading: ReturnType<typeof vi.fn>;
}

/** Installs spy toasts/notifications/dialogs in place of antd's. */
export function fakeFeedback(): FakeFeedback {
  const hideLoading = vi.fn();
  const fake: FakeFeedback = {
    message: { error: vi.fn(), warning: vi.fn(), loading: vi.fn(() => hideLoading), success: vi.fn() },
    notification: { error: vi.fn() },
    modal: { confirm: vi.fn() },
    hideLoading,
  };
  setFeedbackApi(fake as unknown as FeedbackApi);
  return fake;
}

export type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** Replaces global fetch; `handler` answers by url and init. */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>): FetchMock {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

/** Drops the session cookie. */
export function clearCookies(): void {
  removeToken();
}
