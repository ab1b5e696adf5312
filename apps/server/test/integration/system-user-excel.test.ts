import { verify } from '@node-rs/bcrypt';
import { and, eq, sql } from 'drizzle-orm';
import { formatMessage } from '@ceping/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../src/core/envelope.ts';
import { readXlsx } from '../../src/core/excel.ts';
import { rows } from '../../src/db/client.ts';
import { sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { bombXlsx, xlsxOfRows } from '../xlsx-zip.ts';
import { multipart, rawCells, roleIdsOf, xlsxOf } from './system-user.fixtures.ts';

let ctx: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(() => ctx.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZH_HEADERS = {
  用户序号: 'userId',
  登录名称: 'userName',
  用户名称: 'nickName',
  手机号码: 'phonenumber',
  用户性别: 'sex',
  账号状态: 'status',
  部门名称: 'deptName',
  最后登录时间: 'loginDate',
};

function exportForm(form: string, token = admin, lang = 'zh-CN') {
  return ctx.app.inject({
    method: 'POST',
    url: '/prod-api/system/user/export',
    payload: form,
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded', 'content-language': lang },
  });
}

async function importFile(rows: (string | number)[][], updateSupport: boolean, token = admin, filename = 'users.xlsx') {
  const { payload, headers } = multipart('file', filename, await xlsxOf(rows));
  return ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', query: { updateSupport: String(updateSupport) }, payload, headers, token });
}

async function byName(userName: string) {
  const [row] = await ctx.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
  return row;
}

describe('POST /system/user/export', () => {
  it('exports the filtered users as xlsx with localized titles and labels; formulas are neutralised', async () => {
    const evil = '=HYPERLINK("http://e.vil","x")';
    await ctx.db.update(sysUser).set({ nickName: evil }).where(eq(sysUser.userId, 3));
    const res = await exportForm('userName=seller&params%5BbeginTime%5D=2000-01-01&pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^用户数据_\d+\.xlsx$/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const rows = await readXlsx(res.rawPayload, ZH_HEADERS);
    // No paging on export: all three matching sellers, not pageSize=1.
    expect(rows.map((r) => r.userName)).toEqual(['seller', 'seller2', 'subseller']);
    expect(rows[0]).toMatchObject({ userId: '3', nickName: evil, phonenumber: '13800000001', sex: '男', status: '正常', deptName: '商家中心' });
    // Seller logged in during setup: its login time is written in GMT+8 wall-clock format.
    const [seller3] = await ctx.db.select().from(sysUser).where(eq(sysUser.userId, 3));
    expect(rows[0].loginDate).toBe(formatDate(seller3.loginDate));
    expect(rows[2].loginDate).toBe('');
    const raw = await rawCells(res.rawPayload);
    const nickCol = raw[0].indexOf('用户名称');
    expect(raw[1][nickCol]).toBe(`'${evil}`);
    expect(typeof raw[1][nickCol]).toBe('string');
  });

  it('answers in English when the client asks for it', async () => {
    const res = await exportForm('userId=4', admin, 'en-US');
    const rows = await readXlsx(res.rawPayload, { 'Login name': 'userName', Gender: 'sex', Status: 'status' });
    expect(rows).toEqual([{ userName: 'seller2', sex: 'Female', status: 'Normal' }]);
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^Users_\d+\.xlsx$/);
  });

  it('exports everything without a body, validates filters as JSON errors, needs system:user:export', async () => {
    const all = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/user/export', headers: { authorization: admin } });
    expect((await readXlsx(all.rawPayload, ZH_HEADERS)).length).toBe(5);
    const bad = await exportForm('status=9');
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json().code).toBe(500);
    expect((await exportForm('', seller)).json().code).toBe(403);
  });
});

describe('POST /system/user/importTemplate', () => {
  it('gives any logged-in user the import columns', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/user/importTemplate', headers: { authorization: seller } });
    expect(res.headers['content-type']).toBe(XLSX);
    const raw = await rawCells(res.rawPayload);
    expect(raw).toEqual([['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态']]);
    const anon = await ctx.app.inject({ method: 'POST', url: '/prod-api/system/user/importTemplate' });
    expect(anon.json().code).toBe(401);
  });
});

describe('POST /system/user/importData', () => {
  it('inserts new users with the initial password and no roles', async () => {
    const res = await importFile(
      [
        ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态'],
        [105, 'imp1', '导入一', 'imp1@x.cn', '13700000001', '女', '正常'],
        ['', 'imp2', '导入二', '', '', '', ''],
      ],
      false,
    );
    expect(res.code).toBe(200);
    expect(res.msg).toBe('恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 imp1 导入成功<br/>2、账号 imp2 导入成功');
    const imp1 = await byName('imp1');
    expect(imp1).toMatchObject({ deptId: 105, nickName: '导入一', sex: '1', status: '0', phonenumber: '13700000001', createBy: 'admin' });
    expect(await verify('123456', imp1.password)).toBe(true);
    expect(await roleIdsOf(ctx, imp1.userId)).toEqual([]);
    expect((await byName('imp2')).deptId).toBeNull();
  });

  it('accepts English titles and labels', async () => {
    const res = await importFile(
      [
        ['Login name', 'User name', 'Gender', 'Status'],
        ['imp3', 'Imported', 'Female', 'Disabled'],
      ],
      false,
    );
    expect(res.code).toBe(200);
    expect(await byName('imp3')).toMatchObject({ sex: '1', status: '1' });
  });

  it('reports existing accounts without updateSupport and keeps nothing from the file', async () => {
    const res = await importFile(
      [
        ['登录名称', '用户名称'],
        ['imp4', '新'],
        ['imp1', '重复'],
      ],
      false,
    );
    expect(res.code).toBe(500);
    expect(res.msg).toBe('很抱歉，导入失败！共 1 条数据格式不正确，本次未导入任何数据，错误如下：<br/>1、账号 imp1 已存在');
    expect(await byName('imp4')).toBeUndefined();
    expect((await byName('imp1')).nickName).toBe('导入一');
  });

  it('updates existing accounts with updateSupport, keeping their dept', async () => {
    const res = await importFile(
      [
        ['部门编号', '登录名称', '用户名称', '用户性别'],
        [103, 'imp1', '已更新', '男'],
      ],
      true,
    );
    expect(res.code).toBe(200);
    expect(res.msg).toContain('1、账号 imp1 更新成功');
    expect(await byName('imp1')).toMatchObject({ nickName: '已更新', sex: '0', deptId: 105, updateBy: 'admin' });
  });

  it('reports invalid rows, the super admin and escapes sheet text', async () => {
    const res = await importFile(
      [
        ['登录名称', '用户名称', '用户邮箱', '手机号码'],
        ['imp5', 'x', 'not-an-email', ''],
        ['admin', 'x', '', ''],
        ['<img src=x>', 'x', '', ''],
        ['imp6', 'x', '', '13800000001'],
      ],
      true,
    );
    expect(res.code).toBe(500);
    const lines = res.msg.split('<br/>');
    expect(lines[0]).toContain('共 4 条');
    expect(lines[1]).toBe('1、账号 imp5 导入失败：请输入正确的邮箱地址');
    expect(lines[2]).toBe('2、账号 admin 导入失败：不允许操作超级管理员用户');
    expect(lines[3]).toContain('&#60;img src=x&#62;');
    expect(res.msg).not.toContain('<img');
    expect(lines[4]).toContain('手机号码已存在');
  });

  it('refuses empty sheets, unknown headers, non-xlsx content and missing files', async () => {
    expect((await importFile([['登录名称', '用户名称']], false)).msg).toBe('导入用户数据不能为空！');
    expect(
      (
        await importFile(
          [
            ['foo', 'bar'],
            ['a', 'b'],
          ],
          false,
        )
      ).msg,
    ).toBe('文件第一行没有可识别的列标题，请使用导入模板');
    const fake = multipart('file', 'users.xlsx', Buffer.from('<html>not a workbook</html>'));
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', ...fake, token: admin })).msg).toBe(
      '请上传 .xlsx 格式的用户导入文件（可先下载模板）',
    );
    const csv = multipart('file', 'users.csv', await xlsxOf([['登录名称'], ['zz']]));
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', ...csv, token: admin })).code).toBe(500);
    const wrongField = multipart('upload', 'users.xlsx', await xlsxOf([['登录名称'], ['zz']]));
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', ...wrongField, token: admin })).code).toBe(500);
    expect(await byName('zz')).toBeUndefined();
  });

  it('refuses a zip-bomb-like file by its declared size, in both languages, importing nothing', async () => {
    const [before] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user`);
    const bomb = multipart('file', 'users.xlsx', bombXlsx('登录名称', 64));
    const zh = await ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', ...bomb, token: admin });
    expect(zh).toEqual({ code: 500, msg: '文件内容过大：解压后不能超过 20 MB，请分批导入' });
    const en = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/user/importData',
      ...bomb,
      headers: { ...bomb.headers, 'content-language': 'en-US' },
      token: admin,
    });
    expect(en.msg).toBe(formatMessage('en-US', 'user.import.unpackedTooLarge', 20));
    const liar = multipart('file', 'users.xlsx', bombXlsx('登录名称', 64, 4096));
    expect((await ctx.call({ method: 'POST', url: '/prod-api/system/user/importData', ...liar, token: admin })).msg).toBe(
      '请上传 .xlsx 格式的用户导入文件（可先下载模板）',
    );
    const [after] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user`);
    expect(after.n).toBe(before.n);
  });

  it('refuses a file with more rows than the limit before reading them, importing nothing', async () => {
    const many = [['登录名称', '用户名称'], ...Array.from({ length: 5001 }, (_, i) => [`bulk${i}`, `Bulk ${i}`])];
    // exceljs parses neither as a stream nor as a whole file.
    const stream = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse');
    const whole = vi.spyOn(Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: () => Promise<unknown> }, 'load');
    try {
      const res = await ctx.call({
        method: 'POST',
        url: '/prod-api/system/user/importData',
        ...multipart('file', 'users.xlsx', xlsxOfRows(many)),
        token: admin,
      });
      expect(res).toEqual({ code: 500, msg: '单次最多导入 5000 条用户数据' });
      expect(stream).not.toHaveBeenCalled();
      expect(whole).not.toHaveBeenCalled();
    } finally {
      stream.mockRestore();
      whole.mockRestore();
    }
    expect(await byName('bulk0')).toBeUndefined();
    // A hand-made file within the limit imports (the unit tests hold the exact boundary).
    const few = await ctx.call({
      method: 'POST',
      url: '/prod-api/system/user/importData',
      ...multipart('file', 'users.xlsx', xlsxOfRows(many.slice(0, 3))),
      token: admin,
    });
    expect(few.code).toBe(200);
    expect(await byName('bulk1')).toBeDefined();
  });

  it('needs system:user:import', async () => {
    expect(
      (
        await importFile(
          [
            ['登录名称', '用户名称'],
            ['imp9', 'x'],
          ],
          false,
          seller,
        )
      ).code,
    ).toBe(403);
    expect(await byName('imp9')).toBeUndefined();
  });
});
