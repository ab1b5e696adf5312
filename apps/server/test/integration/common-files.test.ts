import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDownload } from '../../src/core/storage.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { PDF, PNG, multipart } from '../multipart.ts';

let ctx: TestContext;
let dataDir: string;
let admin: string;
let seller: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-files-'));
  ctx = await createTestContext({ dataDir });
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Uploaded {
  code: number;
  msg: string;
  url: string;
  fileName: string;
  newFileName: string;
  originalFilename: string;
}

const upload = (token: string | undefined, filename: string, data: Buffer, field = 'file', type = 'application/octet-stream') => {
  const body = multipart([{ field, filename, type, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/prod-api/common/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
  });
};
const onDisk = (publicPath: string) => path.join(dataDir, publicPath.slice('/profile/'.length));

describe('POST /common/upload', () => {
  it('stores an image under a generated dated name and answers RuoYi fields', async () => {
    const res = await upload(seller, '头像 photo.png', PNG, 'file', 'image/png');
    const body = res.json<Uploaded>();
    expect(body.code, body.msg).toBe(200);
    expect(body.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(body.url).toBe(body.fileName);
    expect(body.newFileName).toBe(path.basename(body.fileName));
    expect(body.originalFilename).toBe('头像 photo.png');
    expect(readFileSync(onDisk(body.fileName))).toEqual(PNG);
  });

  it('takes the extension from the image type when the name has none', async () => {
    const body = (await upload(seller, 'clipboard', PNG, 'file', 'image/png')).json<Uploaded>();
    expect(body.code, body.msg).toBe(200);
    expect(body.fileName).toMatch(/\.png$/);
  });

  it('needs a login, the `file` field, a non-empty file and a short name', async () => {
    expect((await upload(undefined, 'a.png', PNG)).json().code).toBe(401);
    expect((await upload(seller, 'a.png', PNG, 'other')).json()).toMatchObject({ code: 500, msg: '请选择要上传的文件' });
    expect((await upload(seller, 'a.png', Buffer.alloc(0))).json()).toMatchObject({ code: 500, msg: '上传文件不能为空' });
    expect((await upload(seller, `${'x'.repeat(101)}.png`, PNG)).json()).toMatchObject({ code: 500, msg: '文件名称长度不能超过 100 个字符' });
    const notMultipart = await ctx.call({ method: 'POST', url: '/prod-api/common/upload', token: seller, payload: { file: 'x' } });
    expect(notMultipart.code).toBe(500);
  });
});

describe('POST /common/uploads', () => {
  it('stores several files and answers comma-joined lists', async () => {
    const body = multipart([
      { field: 'files', filename: 'a.png', type: 'image/png', data: PNG },
      { field: 'files', filename: 'b.pdf', type: 'application/pdf', data: PDF },
    ]);
    const res = await ctx.call<{ urls: string; fileNames: string; newFileNames: string; originalFilenames: string }>({
      method: 'POST',
      url: '/prod-api/common/uploads',
      token: seller,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.code, res.msg).toBe(200);
    const names = res.fileNames.split(',');
    expect(names).toHaveLength(2);
    expect(res.urls).toBe(res.fileNames);
    expect(res.newFileNames.split(',')).toEqual(names.map((n) => path.basename(n)));
    expect(res.originalFilenames).toBe('a.png,b.pdf');
    for (const n of names) expect(existsSync(onDisk(n))).toBe(true);
  });

  it('keeps nothing when one file of the batch is refused, and limits the count', async () => {
    const before = (
      await ctx.call<{ fileNames: string }>({
        method: 'POST',
        url: '/prod-api/common/uploads',
        token: seller,
        ...asInject([{ field: 'files', filename: 'ok.png', data: PNG }]),
      })
    ).fileNames;
    const dir = path.dirname(onDisk(before));
    const count = () => readdirSync(dir).length;
    const n0 = count();
    const mixed = await ctx.call({
      method: 'POST',
      url: '/prod-api/common/uploads',
      token: seller,
      ...asInject([
        { field: 'files', filename: 'good.png', data: PNG },
        { field: 'files', filename: 'evil.html', data: '<script>alert(1)</script>' },
      ]),
    });
    expect(mixed.code).toBe(500);
    expect(count()).toBe(n0);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ field: 'files', filename: `f${i}.png`, data: PNG }));
    const tooMany = await ctx.call({ method: 'POST', url: '/prod-api/common/uploads', token: seller, ...asInject(eleven) });
    expect(tooMany).toMatchObject({ code: 500, msg: '上传文件数量不能超过 10 个' });
    expect(count()).toBe(n0);
  });
});

describe('files served and downloaded', () => {
  it('serves images inline and other files as attachments under /profile without a login', async () => {
    const png = (await upload(seller, 'p.png', PNG)).json<Uploaded>();
    const img = await ctx.app.inject({ method: 'GET', url: `/prod-api${png.fileName}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-disposition']).toBeUndefined();
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-security-policy']).toContain('sandbox');
    expect(img.rawPayload).toEqual(PNG);
    const pdf = (await upload(seller, '报告.pdf', PDF)).json<Uploaded>();
    const doc = await ctx.app.inject({ method: 'GET', url: `/prod-api${pdf.fileName}` });
    expect(doc.headers['content-type']).toBe('application/octet-stream');
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename=[0-9a-f]{32}\.pdf; filename\*=utf-8''[0-9a-f]{32}\.pdf$/);
    const missing = await ctx.app.inject({ method: 'GET', url: '/prod-api/profile/upload/2020/01/01/00000000000000000000000000000000.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });

  it('downloads a resource by its public path with the attachment headers', async () => {
    const pdf = (await upload(seller, 'r.pdf', PDF)).json<Uploaded>();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/common/download/resource',
      query: { resource: pdf.fileName },
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['download-filename']).toBe(pdf.newFileName);
    expect(res.headers['access-control-expose-headers']).toBe('Content-Disposition,download-filename');
    expect(res.rawPayload).toEqual(PDF);
    const anon = await ctx.call({ method: 'GET', url: '/prod-api/common/download/resource', query: { resource: pdf.fileName } });
    expect(anon.code).toBe(401);
  });

  it("downloads the caller's own export file with an encoded name and deletes it on request", async () => {
    const name = saveDownload(dataDir, 1, '字典 数据.xlsx', Buffer.from('PK\x03\x04 not really'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/prod-api/common/download',
      query: { fileName: name, delete: 'true' },
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['download-filename']);
    expect(decodeURIComponent(header)).toMatch(/^\d{13}字典_数据\.xlsx$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${header}; filename*=utf-8''${header}`);
    expect(res.rawPayload.toString()).toBe('PK\x03\x04 not really');
    expect(existsSync(path.join(dataDir, 'download', '1', name))).toBe(false);
    const again = await ctx.call({ method: 'GET', url: '/prod-api/common/download', query: { fileName: name }, token: admin });
    expect(again).toMatchObject({ code: 500, msg: '文件不存在' });
    const kept = saveDownload(dataDir, 1, 'keep.xlsx', Buffer.from('x'));
    await ctx.app.inject({ method: 'GET', url: '/prod-api/common/download', query: { fileName: kept }, headers: { authorization: admin } });
    expect(existsSync(path.join(dataDir, 'download', '1', kept))).toBe(true);
  });
});

function asInject(parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return { payload: body.payload, headers: body.headers };
}
