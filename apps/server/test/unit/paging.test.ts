import { pageQuerySchema } from '@ceping/contract';
import { describe, expect, it } from 'vitest';
import { lastPageIfPastEnd } from '../../src/core/paging.ts';

describe('pageQuerySchema', () => {
  const parse = (q: Record<string, string>) => pageQuerySchema.parse(q);

  it('defaults to page 1 of 10 and caps the size at 1000', () => {
    expect(parse({})).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(parse({ pageSize: '1000' }).pageSize).toBe(1000);
    expect(parse({ pageSize: '1001' }).pageSize).toBe(1000);
    expect(parse({ pageSize: '1e20' }).pageSize).toBe(1000);
  });

  it('falls back to the defaults for values that are not positive integers', () => {
    for (const v of ['', 'x', '0', '-1', '2.5', 'NaN']) {
      expect(parse({ pageSize: v }).pageSize, v).toBe(10);
      expect(parse({ pageNum: v }).pageNum, v).toBe(1);
    }
  });

  it('reads an empty isAsc as asc and refuses unknown directions', () => {
    expect(parse({ isAsc: '' }).isAsc).toBe('asc');
    expect(parse({ isAsc: 'descending' }).isAsc).toBe('descending');
    expect(parse({}).isAsc).toBeUndefined();
    expect(pageQuerySchema.safeParse({ isAsc: 'up' }).success).toBe(false);
  });
});

describe('lastPageIfPastEnd', () => {
  it('names the last page only for an empty page past the end of a non-empty list', () => {
    expect(lastPageIfPastEnd({ rows: [], total: 5 }, { pageNum: 999, pageSize: 3 })).toBe(2);
    expect(lastPageIfPastEnd({ rows: [], total: 6 }, { pageNum: 4, pageSize: 3 })).toBe(2);
    expect(lastPageIfPastEnd({ rows: [], total: 0 }, { pageNum: 9, pageSize: 3 })).toBeUndefined();
    expect(lastPageIfPastEnd({ rows: [{}], total: 5 }, { pageNum: 2, pageSize: 3 })).toBeUndefined();
    expect(lastPageIfPastEnd({ rows: [], total: 5 }, { pageSize: 3 })).toBeUndefined();
    expect(lastPageIfPastEnd({ code: 200, data: [] }, { pageNum: 9, pageSize: 3 })).toBeUndefined();
    expect(lastPageIfPastEnd(null, {})).toBeUndefined();
  });
});
