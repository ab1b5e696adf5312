import { type Fee, type TaskDetail, feeEndpoints, taskEndpoints } from '@ceping/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import { call, endpointKey, endpointPath, resourceKey } from '../src/api/endpoint.ts';
import type { listFee } from '../src/features/fee/api.ts';
import type { getTask } from '../src/features/task/api.ts';
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

  it("types a call's result as the response schema's wire side (checked by tsc)", () => {
    const feeList = () => call(feeEndpoints.list, { query: { pageNum: 1 } });
    expectTypeOf(feeList).returns.resolves.toEqualTypeOf<z.input<typeof feeEndpoints.list.response>>();
    // The row type the screens use is that schema's row: no second copy of it.
    expectTypeOf<Awaited<ReturnType<typeof listFee>>['rows'][number]>().toEqualTypeOf<Fee>();
    expectTypeOf<Awaited<ReturnType<typeof getTask>>['data']>().toEqualTypeOf<TaskDetail>();
    // Dates and money travel as strings; a field the schema does not name is not there.
    expectTypeOf<Fee['createTime']>().toEqualTypeOf<string | null>();
    expectTypeOf<Fee['follow']>().toEqualTypeOf<string>();
    expectTypeOf<TaskDetail['products'][number]['ratePrice']>().toEqualTypeOf<string>();
    expectTypeOf<Fee>().not.toHaveProperty('password');
  });
});
