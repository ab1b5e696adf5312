import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { formatMessage } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDownload } from '../../src/core/storage.ts';
import { sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { PDF, PNG, multipart } from '../multipart.ts';

let ctx: TestContext;
let dataDir: string;
let admin: string;
let seller: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-sec-files-'));
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'top-secret');
  ctx = await createTestContext({ dataDir });
  admin = await ctx.login('admin');
  seller = await ctx.login('seller');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const zh = (key: string, ...args: unknown[]) => formatMessage('zh-CN', key, ...args);
/** Every file under the data directory's upload folder. */
function uploaded(): string[] {
  const root = path.join(dataDir, 'upload');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  } catch {
    return [];
  }
}
const upload = (filename: string, data: Buffer | string, url = '/prod-api/common/upload', field = 'file') => {
  const body = multipart([{ field, filename, data }]);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: seller } });
};
const download = (fileName: string, token = seller) => ctx.call({ method: 'GET', url: '/prod-api/common/download', query: { fileName }, token });

describe('upload checks', () => {
  it('refuses markup and script types whatever their content', async () => {
    const before = uploaded().length;
    for (const [name, content] of [
      ['page.html', '<html><script>alert(1)</script></html>'],
      ['page.htm', '<script>alert(1)</script>'],
      ['image.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['app.js', 'alert(1)'],
      ['shell.php', '<?php system($_GET["c"]); ?>'],
      ['tool.exe', 'MZ\x90\x00'],
      ['a.png.html', PNG],
      ['noext', '<script>alert(1)</script>'],
    ] as const) {
      const res = (await upload(name, content)).json();
      expect(res.code, name).toBe(500);
      expect(res.msg, name).toMatch(/^文件格式不正确/);
    }
    expect(uploaded()).toHaveLength(before);
  });

  it('refuses content that does not match the extension', async () => {
    const before = uploaded().length;
    for (const [name, content] of [
      ['renamed.pdf', PNG],
      ['fake.png', '<html><script>alert(1)</script></html>'],
      ['a.html.png', '<svg onload="alert(1)"/>'],
      ['report.pdf.png', PDF],
      ['notes.txt', Buffer.from([0x00, 0x01, 0x02, 0x03])],
    ] as const) {
      expect((await upload(name, content)).json(), name).toEqual({ code: 500, msg: zh('file.contentMismatch') });
    }
    expect(uploaded()).toHaveLength(before);
  });

  it('ignores folders in the client name and stores under a generated name', async () => {
    const res = (await upload('../../../jwt-secret.png', PNG)).json<{ code: number; fileName: string; originalFilename: string }>();
    expect(res.code).toBe(200);
    expect(res.originalFilename).toBe('jwt-secret.png');
    expect(res.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'upload']);
  });

  it('answers an oversized file with HTTP 413 and the envelope while streaming, keeping nothing', async () => {
    const before = uploaded().length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    for (const [url, field] of [
      ['/prod-api/common/upload', 'file'],
      ['/prod-api/common/uploads', 'files'],
    ]) {
      const res = await upload('big.png', big, url, field);
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({ code: 500, msg: zh('error.fileTooLarge', 10) });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(uploaded()).toHaveLength(before);
  });
});

/** Every file under the data directory's public folders (uploads and avatars). */
function stored(): string[] {
  return ['upload', 'avatar'].flatMap((sub) => {
    try {
      return readdirSync(path.join(dataDir, sub), { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name));
    } catch {
      return [];
    }
  });
}

describe('uploads over the limit', () => {
  // A 20 MB file: twice the 10 MB limit, so the parser cuts it at exactly 10,485,760 bytes.
  const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 - PNG.length)]);
  const routes: Array<{ url: string; field: string; name: string; limitMb: number; token: () => string }> = [
    { url: '/prod-api/common/upload', field: 'file', name: 'big.png', limitMb: 10, token: () => seller },
    { url: '/prod-api/common/uploads', field: 'files', name: 'big.png', limitMb: 10, token: () => seller },
    { url: '/prod-api/system/user/profile/avatar', field: 'avatarfile', name: 'big.png', limitMb: 10, token: () => seller },
    { url: '/prod-api/system/user/importData?updateSupport=false', field: 'file', name: 'users.xlsx', limitMb: 5, token: () => admin },
  ];

  it('refuses a 20 MB file every time on every upload route, keeping nothing', async () => {
    const before = stored();
    const [avatarBefore] = await ctx.db.select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.userName, 'seller'));
    for (const r of routes) {
      const body = multipart([{ field: r.field, filename: r.name, data: big }]);
      const fileStart = body.payload.indexOf(PNG);
      for (let i = 0; i < 10; i++) {
        // The body arrives in pieces as from a network; every other try ends a piece exactly at the
        // limit, so the parser truncates the file without a partial piece (the case that slipped through).
        const piece = i % 2 === 0 ? r.limitMb * 1024 * 1024 : 65536 - i * 1000;
        const cuts = [0];
        for (let at = fileStart + piece; at < body.payload.length; at += piece) cuts.push(at);
        const payload = Readable.from(cuts.map((at, k) => body.payload.subarray(at, cuts[k + 1] ?? body.payload.length)));
        const res = await ctx.app.inject({
          method: 'POST',
          url: r.url,
          payload,
          headers: { ...body.headers, 'content-length': String(body.payload.length), authorization: r.token() },
        });
        expect(res.statusCode, `${r.url} #${i}`).toBe(413);
        expect(res.json(), `${r.url} #${i}`).toEqual({ code: 500, msg: zh('error.fileTooLarge', r.limitMb) });
      }
    }
    expect(stored()).toEqual(before);
    const [avatarAfter] = await ctx.db.select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.userName, 'seller'));
    expect(avatarAfter).toEqual(avatarBefore);
  });
});

describe('download checks', () => {
  let adminFile: string;
  let sellerFile: string;
  beforeAll(() => {
    adminFile = saveDownload(dataDir, 1, 'admin-export.xlsx', Buffer.from('admin data'));
    sellerFile = saveDownload(dataDir, 3, 'seller-export.xlsx', Buffer.from('seller data'));
  });

  it('serves the owner (control)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/common/download', query: { fileName: sellerFile }, headers: { authorization: seller } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('seller data');
  });

  it("refuses another user's export file", async () => {
    expect(await download(adminFile)).toEqual({ code: 500, msg: zh('file.notFound') });
    expect((await download(`../1/${adminFile}`)).msg).toBe(zh('file.nameInvalid', `../1/${adminFile}`));
    expect((await download(sellerFile, admin)).code).toBe(500);
  });

  it('refuses traversal however it is spelled', async () => {
    const attempts = [
      '../../jwt-secret',
      '..%2f..%2fjwt-secret',
      '%2e%2e%2f%2e%2e%2fjwt-secret',
      '%252e%252e%252fjwt-secret',
      '/etc/passwd',
      `${dataDir}/jwt-secret`,
      'C:\\windows\\win.ini',
      '..\\..\\jwt-secret',
      'a/./../../jwt-secret',
    ];
    for (const name of attempts) {
      const res = await download(name);
      expect(res.code, name).toBe(500);
      expect(res.msg, name).toMatch(/^文件名称\(.*\)非法，不允许下载。$/);
    }
    const raw = await ctx.call({ method: 'GET', url: '/prod-api/common/download?fileName=%2e%2e%2f%2e%2e%2f%2e%2e%2fjwt-secret', token: seller });
    expect(raw.msg).toMatch(/非法/);
    const ext = await download('notes.sh');
    expect(ext.msg).toMatch(/非法/);
  });

  it('does not follow symlinks out of the user folder', async () => {
    const mine = path.join(dataDir, 'download', '3');
    symlinkSync(path.join(dataDir, 'download', '1', adminFile), path.join(mine, 'link-to-admin.xlsx'));
    symlinkSync(path.join(dataDir, 'jwt-secret'), path.join(mine, 'secret.txt'));
    symlinkSync(path.join(dataDir, 'download', '1'), path.join(mine, 'adminDir'));
    for (const name of ['link-to-admin.xlsx', 'secret.txt', `adminDir/${adminFile}`]) {
      expect((await download(name)).msg, name).toMatch(/非法/);
    }
  });

  it('serves resources and /profile files only from the public folders', async () => {
    const up = (await upload('ok.png', PNG)).json<{ fileName: string }>();
    mkdirSync(path.join(dataDir, 'upload', 'planted'), { recursive: true });
    writeFileSync(path.join(dataDir, 'upload', 'planted', 'evil.html'), '<script>alert(1)</script>');
    symlinkSync(path.join(dataDir, 'jwt-secret'), path.join(dataDir, 'upload', 'planted', 'secret.png'));
    for (const resource of [
      '/profile/upload/../../jwt-secret',
      '/profile/download/3/' + sellerFile,
      '/profile/avatar/../jwt-secret',
      '/etc/passwd',
      '/profile/upload/planted/evil.html',
      '/profile/upload/planted/secret.png',
    ]) {
      const res = await ctx.call({ method: 'GET', url: '/prod-api/common/download/resource', query: { resource }, token: seller });
      expect(res.code, resource).toBe(500);
      expect(res.msg, resource).toMatch(/非法|不存在/);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/prod-api/common/download/resource', query: { resource: up.fileName }, headers: { authorization: seller } }))
        .statusCode,
    ).toBe(200);
    for (const url of [
      `/prod-api/profile/download/3/${sellerFile}`,
      '/prod-api/profile/jwt-secret',
      '/prod-api/profile/upload/%2e%2e/jwt-secret',
      '/prod-api/profile/upload/..%2f..%2fjwt-secret',
      '/prod-api/profile/upload/planted/evil.html',
      '/prod-api/profile/upload/planted/secret.png',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top-secret');
    }
  });
});
