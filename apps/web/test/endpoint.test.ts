import { feeEndpoints, taskEndpoints } from '@ceping/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, endpointKey, endpointPath, resourceKey } from '../src/api/endpoint.ts';
import { clearCookies, fakeFeedback, json, mockFetch } from './helpers/http.ts';

beforeEach(() => {
  fakeFeedback();
  clearCookies();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('calls from endpoint descriptions', () => {
  it('fills path parameters, joining lists with commas', () => {
    expect(endpointPath(feeEndpoints.get, { feeId: 7 })).toBe('/system/fee/7');
    expect(endpointPath(feeEndpoints.remove, { feeIds: [1, 2, 3] })).toBe('/system/fee/1,2,3');
    expect(() => endpointPath(feeEndpoints.get, {})).toThrow(/feeId/);
  });

  it('sends the method, path, query and body the description names', async () => {
    const fetch = mockFetch(() => json({ code: 200, msg: 'ok', rows: [], total: 0 }));
    await call(feeEndpoints.list, { query: { pageNum: 2, pageSize: 10 } });
    await call(feeEndpoints.remove, { params: { feeIds: [4, 5] } });
    expect(fetch.mock.calls[0][0]).toBe('/prod-api/system/fee/list?pageNum=2&pageSize=10');
    expect(fetch.mock.calls[1][0]).toBe('/prod-api/system/fee/4,5');
    expect(fetch.mock.calls[1][1]?.method).toBe('DELETE');
  });

  it('keys calls under their resource so one invalidation refreshes list and detail', () => {
    const list = endpointKey(feeEndpoints.list, { query: { pageNum: 1 } });
    const detail = endpointKey(feeEndpoints.get, { params: { feeId: 1 } });
    expect(list.slice(0, 1)).toEqual(resourceKey(feeEndpoints.list));
    expect(detail.slice(0, 1)).toEqual(resourceKey(feeEndpoints.list));
    expect(resourceKey(taskEndpoints.list)).not.toEqual(resourceKey(feeEndpoints.list));
  });
});
