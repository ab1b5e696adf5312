import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

type Page = { code: number; msg: string; rows: Record<string, unknown>[]; total: number };
const list = (url: string, query: Record<string, string>) => ctx.call<Page>({ method: 'GET', url: `/prod-api${url}`, query, token: admin });

describe('RuoYi paging rules on every list (ruoyi-api.md §1.8)', () => {
  it('answers the last page for a page past the end (reasonable mode), on system and business lists', async () => {
    const users = await list('/system/user/list', { pageNum: '999', pageSize: '3', orderByColumn: 'userId', isAsc: 'asc' });
    expect(users.code).toBe(200);
    expect(users.total).toBe(5);
    expect(users.rows.map((r) => r.userName)).toEqual(['seller2', 'subseller']);
    for (const url of ['/system/dict/type/list', '/system/dict/data/list', '/system/region/list', '/system/site/list']) {
      const all = await list(url, { pageSize: '1000' });
      expect(all.total, url).toBeGreaterThan(0);
      const lastSize = all.total % 2 === 0 ? 2 : 1;
      const past = await list(url, { pageNum: '999', pageSize: '2' });
      expect(past.total, url).toBe(all.total);
      expect(past.rows, url).toHaveLength(lastSize);
      expect(past.rows, url).toEqual(all.rows.slice(-lastSize));
    }
  });

  it('keeps an empty list empty and a page inside the range as asked', async () => {
    const none = await list('/system/user/list', { userName: 'nobody-at-all', pageNum: '3', pageSize: '2' });
    expect(none).toMatchObject({ code: 200, rows: [], total: 0 });
    const second = await list('/system/user/list', { pageNum: '2', pageSize: '2', orderByColumn: 'userId', isAsc: 'asc' });
    expect(second.rows.map((r) => r.userName)).toEqual(['seller', 'seller2']);
  });

  it('caps pageSize at 1000 instead of falling back to 10, and falls back to 10 for nonsense', async () => {
    const all = await list('/system/dict/data/list', { pageSize: '1000' });
    expect(all.total).toBeGreaterThan(10);
    expect(all.rows).toHaveLength(Math.min(all.total, 1000));
    expect((await list('/system/dict/data/list', { pageSize: '5000' })).rows).toHaveLength(Math.min(all.total, 1000));
    for (const pageSize of ['abc', '0', '-3', '2.5', '']) expect((await list('/system/dict/data/list', { pageSize })).rows, pageSize).toHaveLength(10);
  });

  it('takes an empty isAsc as ascending', async () => {
    const asc = await list('/system/user/list', { orderByColumn: 'userName', isAsc: 'asc' });
    const empty = await list('/system/user/list', { orderByColumn: 'userName', isAsc: '' });
    const desc = await list('/system/user/list', { orderByColumn: 'userName', isAsc: 'desc' });
    expect(empty.code).toBe(200);
    expect(empty.rows.map((r) => r.userName)).toEqual(asc.rows.map((r) => r.userName));
    expect(desc.rows.map((r) => r.userName)).toEqual([...asc.rows.map((r) => r.userName)].reverse());
    expect((await list('/system/user/list', { orderByColumn: 'userName', isAsc: 'sideways' })).code).toBe(500);
  });
});
