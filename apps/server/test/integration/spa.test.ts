import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ceping-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ceping</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What apps/web/scripts/compress.mjs writes beside a built asset.
  writeFileSync(path.join(dist, 'assets', 'big-0a1b2c.js'), 'x'.repeat(4096));
  writeFileSync(path.join(dist, 'assets', 'big-0a1b2c.js.br'), brotliCompressSync('x'.repeat(4096)));
  writeFileSync(path.join(dist, 'assets', 'big-0a1b2c.js.gz'), gzipSync('x'.repeat(4096)));
  ctx = await createTestContext({ webDist: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/login', '/system/user', '/system/user-auth/role/3']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the pre-compressed copy the browser accepts (brotli first), immutable, and the raw file otherwise', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/big-0a1b2c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('x'.repeat(4096));
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/big-0a1b2c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('x'.repeat(4096));
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-0a1b2c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('x'.repeat(4096));
  });

  it('serves a file added after start (a rebuilt web app needs no restart)', async () => {
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
