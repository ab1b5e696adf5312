import type { SysPost } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/core/excel.ts';
import { sysPost, sysUserPost } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { rawCells } from './system-user.fixtures.ts';

/** Posts (RuoYi §5.1): list, detail, options, add / edit / delete with RuoYi's rules, export. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = <T = Record<string, unknown>>(
  method: Method,
  url: string,
  extra: { payload?: object; query?: Record<string, string>; token?: string; lang?: string } = {},
) =>
  ctx.call<T>({
    method,
    url: `/prod-api/system/post${url}`,
    token: extra.token ?? admin,
    payload: extra.payload,
    query: extra.query,
    headers: extra.lang ? { 'accept-language': extra.lang } : undefined,
  });

let seq = 0;
async function addPost(extra: Partial<{ postCode: string; postName: string; postSort: number; status: '0' | '1' }> = {}) {
  seq++;
  const body = { postCode: `code_${seq}`, postName: `岗位${seq}`, postSort: 10 + seq, ...extra };
  expect((await api('POST', '', { payload: body })).msg).toBe('操作成功');
  const [row] = await ctx.db.select().from(sysPost).where(eq(sysPost.postCode, body.postCode));
  return row;
}

const POST_KEYS = ['createBy', 'createTime', 'flag', 'postCode', 'postId', 'postName', 'postSort', 'remark', 'status', 'updateBy', 'updateTime'];

describe('GET /system/post/list, /{postId}, /optionselect', () => {
  it("answers RuoYi's paging with every SysPost field, the demo posts first by their sort", async () => {
    const res = await api<{ rows: SysPost[]; total: number }>('GET', '/list', { query: { pageNum: '1', pageSize: '10' } });
    expect(res).toMatchObject({ code: 200, msg: '查询成功' });
    expect(res.rows.slice(0, 4).map((r) => r.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
    expect(Object.keys(res.rows[0]).sort()).toEqual(POST_KEYS);
    expect(res.rows[0]).toMatchObject({ postId: 1, postName: '董事长', flag: false, status: '0' });
    const page = await api<{ rows: SysPost[]; total: number }>('GET', '/list', { query: { pageNum: '2', pageSize: '2' } });
    expect(page.rows.map((r) => r.postCode)).toEqual(['hr', 'user']);
    expect(page).toMatchObject({ total: 4, estimated: false });
  });

  it('filters code and name (like) and status', async () => {
    const off = await addPost({ postName: '停用的岗位', status: '1' });
    expect((await api<{ rows: SysPost[] }>('GET', '/list', { query: { postCode: 'CE' } })).rows.map((r) => r.postCode)).toEqual(['ceo']);
    expect((await api<{ rows: SysPost[] }>('GET', '/list', { query: { postName: '人力' } })).rows.map((r) => r.postCode)).toEqual(['hr']);
    expect((await api<{ rows: SysPost[] }>('GET', '/list', { query: { status: '1' } })).rows.map((r) => r.postId)).toEqual([off.postId]);
  });

  it('answers one post, and a missing one in both languages', async () => {
    expect((await api<{ data: SysPost }>('GET', '/2')).data).toMatchObject({ postId: 2, postCode: 'se', postName: '项目经理' });
    expect((await api('GET', '/999999')).msg).toBe('岗位不存在');
    expect((await api('GET', '/999999', { lang: 'en-US' })).msg).toBe('The post does not exist');
  });

  it('optionselect answers every post to any logged-in user', async () => {
    const seller = await ctx.login('seller');
    const res = await api<{ data: SysPost[] }>('GET', '/optionselect', { token: seller });
    expect(res.code).toBe(200);
    expect(res.data.slice(0, 4).map((p) => p.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
  });
});

describe('POST / PUT /system/post', () => {
  it('adds and edits a post; the user dialog offers it', async () => {
    const p = await addPost({ postCode: 'qa', postName: '测试工程师' });
    expect(p).toMatchObject({ postSort: expect.any(Number), status: '0', createBy: 'admin' });
    const edited = await api('PUT', '', { payload: { postId: p.postId, postCode: 'qa2', postName: '高级测试', postSort: 3, status: '1', remark: 'r' } });
    expect(edited.msg).toBe('操作成功');
    const [row] = await ctx.db.select().from(sysPost).where(eq(sysPost.postId, p.postId));
    expect(row).toMatchObject({ postCode: 'qa2', postName: '高级测试', postSort: 3, status: '1', remark: 'r', updateBy: 'admin' });
    const dialog = await ctx.call<{ posts: { postId: number }[] }>({ method: 'GET', url: '/prod-api/system/user/', token: admin });
    expect(dialog.posts.map((x) => x.postId)).toContain(p.postId);
  });

  it('refuses a taken name or code, in both languages', async () => {
    expect((await api('POST', '', { payload: { postCode: 'new1', postName: '董事长', postSort: 1 } })).msg).toBe("新增岗位'董事长'失败，岗位名称已存在");
    expect((await api('POST', '', { payload: { postCode: 'ceo', postName: '新岗位', postSort: 1 } })).msg).toBe("新增岗位'新岗位'失败，岗位编码已存在");
    expect((await api('POST', '', { payload: { postCode: 'ceo', postName: '新岗位', postSort: 1 }, lang: 'en-US' })).msg).toBe(
      "Failed to add post '新岗位': the post code already exists",
    );
    expect((await api('PUT', '', { payload: { postId: 2, postCode: 'se', postName: '董事长', postSort: 2 } })).msg).toBe(
      "修改岗位'董事长'失败，岗位名称已存在",
    );
    expect((await api('PUT', '', { payload: { postId: 2, postCode: 'hr', postName: '项目经理', postSort: 2 } })).msg).toBe(
      "修改岗位'项目经理'失败，岗位编码已存在",
    );
    // keeping its own name and code is no conflict
    expect((await api('PUT', '', { payload: { postId: 2, postCode: 'se', postName: '项目经理', postSort: 2 } })).msg).toBe('操作成功');
    expect((await api('PUT', '', { payload: { postId: 999999, postCode: 'zz', postName: 'zz', postSort: 2 } })).msg).toBe('岗位不存在');
  });

  it('validates the body with localized messages', async () => {
    expect((await api('POST', '', { payload: { postCode: '', postName: 'x', postSort: 1 } })).msg).toBe('岗位编码不能为空');
    expect((await api('POST', '', { payload: { postCode: 'x', postName: '', postSort: 1 }, lang: 'en-US' })).msg).toBe('The post name is required');
    expect((await api('POST', '', { payload: { postCode: 'x', postName: 'y' } })).msg).toBe('显示顺序不能为空（0 到 9999 的整数）');
    expect((await api('POST', '', { payload: { postCode: 'x'.repeat(65), postName: 'y', postSort: 1 } })).msg).toBe('岗位编码长度不能超过64个字符');
  });
});

describe('DELETE /system/post/{postIds}', () => {
  it('refuses the whole request while a post is assigned, then deletes for good', async () => {
    const a = await addPost();
    const b = await addPost();
    expect(await api('DELETE', `/${a.postId},1`)).toMatchObject({ code: 500, msg: '董事长已分配,不能删除' });
    expect((await api('DELETE', '/1', { lang: 'en-US' })).msg).toBe('董事长 is assigned to users and cannot be deleted');
    expect((await api('DELETE', `/${a.postId},999999`)).msg).toBe('岗位不存在');
    expect((await ctx.db.select().from(sysPost).where(eq(sysPost.postId, a.postId))).length).toBe(1);
    await ctx.db.insert(sysUserPost).values({ userId: 2, postId: b.postId });
    expect((await api('DELETE', `/${b.postId}`)).msg).toBe(`${b.postName}已分配,不能删除`);
    await ctx.db.delete(sysUserPost).where(eq(sysUserPost.postId, b.postId));
    expect((await api('DELETE', `/${a.postId},${b.postId}`)).msg).toBe('操作成功');
    expect((await ctx.db.select().from(sysPost).where(eq(sysPost.postId, a.postId))).length).toBe(0);
  });
});

describe('POST /system/post/export', () => {
  it("streams the filtered posts as RuoYi's columns in the caller's language", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/post/export', headers: { authorization: admin }, payload: { postCode: 'ceo' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const cells = await rawCells(res.rawPayload);
    expect(cells[0]).toEqual(['岗位序号', '岗位编码', '岗位名称', '岗位排序', '状态']);
    expect(cells.slice(1)).toEqual([[1, 'ceo', '董事长', 1, '正常']]);
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/post/export',
      headers: { authorization: admin, 'accept-language': 'en-US', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'postName=%E4%BA%BA%E5%8A%9B',
    });
    expect(await readXlsx(en.rawPayload, { 'Post code': 'code', Status: 'status' })).toEqual([{ code: 'hr', status: 'Normal' }]);
  });
});

describe('permissions', () => {
  it('refuses every permissioned post route to a user without it', async () => {
    const seller = await ctx.login('seller');
    for (const [method, url] of [
      ['GET', '/list'],
      ['GET', '/1'],
      ['POST', ''],
      ['PUT', ''],
      ['DELETE', '/1'],
      ['POST', '/export'],
    ] as [Method, string][]) {
      expect((await api(method, url, { token: seller, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).code, `${method} ${url}`).toBe(403);
    }
  });
});
