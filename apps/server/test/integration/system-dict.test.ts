import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDictData, sysDictType, sysOperLog } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const EN = { 'content-language': 'en-US' };

async function addType(dictType: string, dictName = dictType) {
  const res = await ctx.call({
    method: 'POST',
    url: '/prod-api/system/dict/type',
    token: admin,
    payload: { dictName, dictNameEn: `${dictName} EN`, dictType },
  });
  expect(res.code, res.msg).toBe(200);
  const [row] = await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictType, dictType));
  return row.dictId;
}
async function addData(dictType: string, dictValue: string, extra: Row = {}) {
  const res = await ctx.call({
    method: 'POST',
    url: '/prod-api/system/dict/data',
    token: admin,
    payload: { dictType, dictValue, dictLabel: `标签${dictValue}`, dictLabelEn: `Label ${dictValue}`, ...extra },
  });
  expect(res.code, res.msg).toBe(200);
  const rows = await ctx.db.select().from(sysDictData).where(eq(sysDictData.dictType, dictType));
  return rows.find((r) => r.dictValue === dictValue)?.dictCode ?? 0;
}
const lookup = (type: string, headers: Record<string, string> = {}, token = seller) =>
  ctx.call<{ data: Row[] }>({ method: 'GET', url: `/prod-api/system/dict/data/type/${type}`, token, headers });

async function readSheet(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { name: sheet.name, rows };
}

describe('dictionary types', () => {
  it('lists with filters, paging, date range and an allowlisted sort', async () => {
    const page = await ctx.call<{ rows: Row[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/dict/type/list',
      token: admin,
      query: { pageNum: '1', pageSize: '5' },
    });
    expect(page.code).toBe(200);
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    // A full page counts its matches: the 29 demo dictionary types, exactly.
    expect(page).toMatchObject({ total: 29, estimated: false });
    const byName = await ctx.call<{ rows: Row[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/dict/type/list',
      token: admin,
      query: { dictType: 'sys_user', status: '0' },
    });
    expect(byName.rows.map((r) => r.dictType)).toEqual(['sys_user_sex']);
    const sorted = await ctx.call<{ rows: Row[] }>({
      method: 'GET',
      url: '/prod-api/system/dict/type/list',
      token: admin,
      query: { orderByColumn: 'dictType', isAsc: 'desc', pageSize: '100' },
    });
    const types = sorted.rows.map((r) => String(r.dictType));
    expect(types).toEqual([...types].sort().reverse());
    const future = await ctx.call<{ total: number }>({
      method: 'GET',
      url: '/prod-api/system/dict/type/list',
      token: admin,
      query: { 'params[beginTime]': '2999-01-01' },
    });
    expect(future.total).toBe(0);
    const bad = await ctx.call({ method: 'GET', url: '/prod-api/system/dict/type/list', token: admin, query: { orderByColumn: 'remark' } });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('remark');
  });

  it('adds, reads, refuses duplicates and bad names', async () => {
    const id = await addType('s2_colour', '颜色');
    const got = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/dict/type/${id}`, token: admin });
    expect(got.data).toMatchObject({ dictId: id, dictName: '颜色', dictNameEn: '颜色 EN', dictType: 's2_colour', status: '0', createBy: 'admin' });
    expect(String(got.data.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const dup = await ctx.call({ method: 'POST', url: '/prod-api/system/dict/type', token: admin, payload: { dictName: '别名', dictType: 's2_colour' } });
    expect(dup).toMatchObject({ code: 500, msg: "新增字典'别名'失败，字典类型已存在" });
    const badName = await ctx.call({ method: 'POST', url: '/prod-api/system/dict/type', token: admin, payload: { dictName: 'x', dictType: 'Bad-Type' } });
    expect(badName.code).toBe(500);
    expect(badName.msg).toBe('字典类型必须以小写字母开头，且只能为小写字母、数字、下划线');
    const missing = await ctx.call({ method: 'POST', url: '/prod-api/system/dict/type', token: admin, headers: EN, payload: { dictType: 'abc' } });
    expect(missing.code).toBe(500);
    const none = await ctx.call({ method: 'GET', url: '/prod-api/system/dict/type/999999', token: admin });
    expect(none.code).toBe(500);
  });

  it('renames a type together with its data rows and the cached lookup', async () => {
    const id = await addType('s2_size', '尺码');
    await addData('s2_size', 'S');
    await addData('s2_size', 'M');
    expect((await lookup('s2_size')).data).toHaveLength(2);
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/type',
      token: admin,
      payload: { dictId: id, dictName: '尺寸', dictType: 's2_dimension' },
    });
    expect(res.code, res.msg).toBe(200);
    const moved = await ctx.db.select().from(sysDictData).where(eq(sysDictData.dictType, 's2_dimension'));
    expect(moved.map((r) => r.dictValue).sort()).toEqual(['M', 'S']);
    expect((await lookup('s2_size')).data).toEqual([]);
    expect((await lookup('s2_dimension')).data).toHaveLength(2);
    const clash = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/type',
      token: admin,
      payload: { dictId: id, dictName: '尺寸', dictType: 'sys_user_sex' },
    });
    expect(clash).toMatchObject({ code: 500, msg: "修改字典'尺寸'失败，字典类型已存在" });
    const gone = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/type',
      token: admin,
      payload: { dictId: 999999, dictName: 'x', dictType: 's2_nothing' },
    });
    expect(gone.code).toBe(500);
  });

  it('refuses to delete a type that still has data, deletes an empty one', async () => {
    const used = await addType('s2_used', '在用类型');
    await addData('s2_used', '1');
    const empty = await addType('s2_empty', '空类型');
    const refused = await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/type/${empty},${used}`, token: admin });
    expect(refused).toMatchObject({ code: 500, msg: '在用类型已分配,不能删除' });
    expect(await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictId, empty))).toHaveLength(1);
    const en = await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/type/${used}`, token: admin, headers: EN });
    expect(en.msg).toBe('在用类型 is in use and cannot be deleted');
    const ok = await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/type/${empty}`, token: admin });
    expect(ok.code).toBe(200);
    expect(await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictId, empty))).toHaveLength(0);
    const badIds = await ctx.call({ method: 'DELETE', url: '/prod-api/system/dict/type/1;drop', token: admin });
    expect(badIds.code).toBe(500);
  });

  it('answers optionselect to any user and refreshCache to dict:remove holders', async () => {
    const opts = await ctx.call<{ data: Row[] }>({ method: 'GET', url: '/prod-api/system/dict/type/optionselect', token: seller });
    expect(opts.code).toBe(200);
    expect(opts.data.some((r) => r.dictType === 'sys_normal_disable')).toBe(true);
    await lookup('sys_user_sex');
    expect(await ctx.store.keys('sys_dict:sys_user_sex:')).not.toHaveLength(0);
    const denied = await ctx.call({ method: 'DELETE', url: '/prod-api/system/dict/type/refreshCache', token: seller });
    expect(denied.code).toBe(403);
    const res = await ctx.call({ method: 'DELETE', url: '/prod-api/system/dict/type/refreshCache', token: admin });
    expect(res.code).toBe(200);
    expect(await ctx.store.keys('sys_dict:')).toHaveLength(0);
  });

  it('exports xlsx from an urlencoded form with localized headers and labels', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/dict/type/export',
      headers: { authorization: admin, 'content-type': 'application/x-www-form-urlencoded', 'content-language': 'en-US' },
      payload: 'dictType=sys_normal&params%5BbeginTime%5D=2000-01-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Dictionary types');
    expect(sheet.rows[0].slice(0, 5)).toEqual(['Dictionary ID', 'Dictionary name', 'Dictionary name (English)', 'Dictionary type', 'Status']);
    expect(sheet.rows.slice(1).map((r) => r[3])).toEqual(['sys_normal_disable']);
    expect(sheet.rows[1][4]).toBe('Normal');
    const zh = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/dict/type/export',
      headers: { authorization: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const all = await readSheet(zh.rawPayload);
    expect(all.name).toBe('字典类型');
    expect(all.rows[0][0]).toBe('字典主键');
    expect(all.rows.length).toBeGreaterThan(10);
    const denied = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/dict/type/export',
      token: seller,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(denied.code).toBe(403);
    await new Promise((r) => setTimeout(r, 50));
    const logs = await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.title, '字典类型'));
    expect(logs.some((l) => l.businessType === 5)).toBe(true);
  });

  it('refuses every write and read to a user without dict permissions', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/prod-api/system/dict/type/list'],
      ['GET', '/prod-api/system/dict/type/1'],
      ['POST', '/prod-api/system/dict/type', { dictName: 'x', dictType: 's2_x' }],
      ['PUT', '/prod-api/system/dict/type', { dictId: 1, dictName: 'x', dictType: 's2_x' }],
      ['DELETE', '/prod-api/system/dict/type/1'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.call({ method: method as 'GET', url, payload, token: seller });
      expect(res.code, `${method} ${url}`).toBe(403);
    }
    expect(await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictType, 's2_x'))).toHaveLength(0);
  });
});

describe('dictionary data', () => {
  it('lists by type ordered by dictSort, filters by label and sorts by allowlist', async () => {
    const res = await ctx.call<{ rows: Row[]; total: number }>({
      method: 'GET',
      url: '/prod-api/system/dict/data/list',
      token: admin,
      query: { dictType: 'sys_oper_type' },
    });
    expect(res).toMatchObject({ total: 10, estimated: false });
    expect(res.rows.map((r) => r.dictSort)).toEqual([...res.rows.map((r) => Number(r.dictSort))].sort((a, b) => a - b));
    expect(res.rows[0]).toMatchObject({ dictLabel: '新增', dictLabelEn: 'Insert', default: false, isDefault: 'N' });
    const label = await ctx.call<{ rows: Row[] }>({
      method: 'GET',
      url: '/prod-api/system/dict/data/list',
      token: admin,
      query: { dictType: 'sys_oper_type', dictLabel: '删除' },
    });
    expect(label.rows.map((r) => r.dictValue)).toEqual(['3']);
    const sorted = await ctx.call<{ rows: Row[] }>({
      method: 'GET',
      url: '/prod-api/system/dict/data/list',
      token: admin,
      query: { dictType: 'sys_oper_type', orderByColumn: 'dictValue', isAsc: 'descending' },
    });
    expect(sorted.rows[0].dictValue).toBe('9');
    const bad = await ctx.call({ method: 'GET', url: '/prod-api/system/dict/data/list', token: admin, query: { orderByColumn: 'dict_label desc; select 1' } });
    expect(bad.code).toBe(500);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/dict/data/list', token: seller })).code).toBe(403);
  });

  it('adds, edits, moves between types and deletes entries, keeping the lookup fresh', async () => {
    await addType('s2_fruit', '水果');
    await addType('s2_veg', '蔬菜');
    const apple = await addData('s2_fruit', 'apple', { dictSort: 2, listClass: 'success', cssClass: 'fruit-tag' });
    const pear = await addData('s2_fruit', 'pear', { dictSort: 1, dictLabelEn: '' });
    const zh = await lookup('s2_fruit');
    expect(zh.data.map((d) => d.dictLabel)).toEqual(['标签pear', '标签apple']);
    const en = await lookup('s2_fruit', EN);
    expect(en.data.map((d) => d.dictLabel)).toEqual(['标签pear', 'Label apple']);
    expect(en.data[1]).toMatchObject({ listClass: 'success', cssClass: 'fruit-tag', dictValue: 'apple', default: false });

    const got = await ctx.call<{ data: Row }>({ method: 'GET', url: `/prod-api/system/dict/data/${apple}`, token: admin });
    expect(got.data).toMatchObject({ dictCode: apple, dictLabelEn: 'Label apple', createBy: 'admin' });
    const edit = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/data',
      token: admin,
      payload: { dictCode: apple, dictType: 's2_fruit', dictValue: 'apple', dictLabel: '苹果', dictLabelEn: 'Apple', dictSort: 0, status: '0' },
    });
    expect(edit.code, edit.msg).toBe(200);
    expect((await lookup('s2_fruit', EN)).data.map((d) => d.dictLabel)).toEqual(['Apple', '标签pear']);

    const disable = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/data',
      token: admin,
      payload: { dictCode: pear, dictType: 's2_fruit', dictValue: 'pear', dictLabel: '梨', status: '1' },
    });
    expect(disable.code).toBe(200);
    expect((await lookup('s2_fruit')).data.map((d) => d.dictValue)).toEqual(['apple']);

    const move = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/dict/data',
      token: admin,
      payload: { dictCode: apple, dictType: 's2_veg', dictValue: 'apple', dictLabel: '苹果' },
    });
    expect(move.code).toBe(200);
    expect((await lookup('s2_fruit')).data).toEqual([]);
    expect((await lookup('s2_veg')).data.map((d) => d.dictValue)).toEqual(['apple']);

    const del = await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/data/${apple},${pear}`, token: admin });
    expect(del.code).toBe(200);
    expect((await lookup('s2_veg')).data).toEqual([]);
    expect(await ctx.db.select().from(sysDictData).where(eq(sysDictData.dictCode, pear))).toHaveLength(0);
  });

  it('refuses unknown types, bad styles and a batch with a missing code', async () => {
    const orphan = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/dict/data',
      token: admin,
      payload: { dictType: 's2_nope', dictValue: '1', dictLabel: 'x' },
    });
    expect(orphan).toMatchObject({ code: 500, msg: "字典类型's2_nope'不存在" });
    const style = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/dict/data',
      token: admin,
      payload: { dictType: 'sys_user_sex', dictValue: '9', dictLabel: 'x', listClass: 'red" onclick="x' },
    });
    expect(style).toMatchObject({ code: 500, msg: '回显样式不正确' });
    const css = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/dict/data',
      token: admin,
      payload: { dictType: 'sys_user_sex', dictValue: '9', dictLabel: 'x', cssClass: 'a;color:red' },
    });
    expect(css).toMatchObject({ code: 500, msg: '样式属性只能包含字母、数字、空格、下划线和连字符' });
    const label = await ctx.call({ method: 'POST', url: '/prod-api/system/dict/data', token: admin, payload: { dictType: 'sys_user_sex', dictValue: '9' } });
    expect(label).toMatchObject({ code: 500, msg: '字典标签不能为空' });
    const code = await addData('sys_user_sex', '7', { dictSort: 99 });
    const batch = await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/data/${code},999999`, token: admin });
    expect(batch.code).toBe(500);
    expect(await ctx.db.select().from(sysDictData).where(eq(sysDictData.dictCode, code))).toHaveLength(1);
    const denied = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/dict/data',
      token: seller,
      payload: { dictType: 'sys_user_sex', dictValue: '8', dictLabel: 'x' },
    });
    expect(denied.code).toBe(403);
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/dict/data/${code}`, token: seller })).code).toBe(403);
  });

  it('serves the lookup to any logged-in user only, empty for an unknown type, and validates the name', async () => {
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/dict/data/type/sys_user_sex' })).code).toBe(401);
    const unknown = await lookup('s2_never_defined');
    expect(unknown).toMatchObject({ code: 200, data: [] });
    expect(await ctx.store.keys('sys_dict:s2_never_defined')).toHaveLength(0);
    const bad = await lookup('Bad%20Type');
    expect(bad.code).toBe(500);
    const sex = await lookup('sys_user_sex', EN);
    expect(sex.data.slice(0, 3).map((d) => d.dictLabel)).toEqual(['Male', 'Female', 'Unknown']);
    expect(Object.keys(sex.data[0]).sort()).toEqual([
      'cssClass',
      'default',
      'dictCode',
      'dictLabel',
      'dictSort',
      'dictType',
      'dictValue',
      'isDefault',
      'listClass',
      'status',
    ]);
  });

  it('exports entries with localized default and status columns', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/dict/data/export',
      headers: { authorization: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_yes_no',
    });
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('字典数据');
    expect(sheet.rows[0]).toEqual(['字典编码', '字典排序', '字典标签', '字典标签（英文）', '字典键值', '字典类型', '是否默认', '状态', '备注']);
    expect(sheet.rows.slice(1).map((r) => [r[4], r[6], r[7]])).toEqual([
      ['Y', '是', '正常'],
      ['N', '否', '正常'],
    ]);
  });
});
