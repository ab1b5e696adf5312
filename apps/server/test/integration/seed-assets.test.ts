import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { seed } from '../../src/seed/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-seed-'));
  ctx = await createTestContext({ dataDir });
  await seed(ctx.db, { demo: true, dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo pictures', () => {
  it('every picture the demo data points at is a file the server serves', async () => {
    const pics = await rows<{ p: string }>(
      ctx.db,
      sql`select product_pic as p from biz_task union select product_img from biz_product union select logo from sys_site where logo is not null
          union select product_pic from biz_order union select image from biz_carousel
          union select unnest(string_to_array(evaluate_pic, ',')) from biz_order where evaluate_pic <> ''
          union select unnest(string_to_array(evaluate_pic, ',')) from biz_product where evaluate_pic <> ''`,
    );
    const paths = pics.map((r) => r.p).filter((p) => p.startsWith('/profile/'));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) {
      expect(existsSync(path.join(dataDir, p.replace(/^\/profile\//, ''))), p).toBe(true);
      const res = await ctx.app.inject({ method: 'GET', url: `/prod-api${p}` });
      expect(res.statusCode, p).toBe(200);
      expect(res.headers['content-type'], p).toBe('image/png');
    }
  });
});

describe('demo invoice PDFs', () => {
  it('every issued demo invoice points at a PDF the server serves for download', async () => {
    const pdfs = await rows<{ p: string }>(ctx.db, sql`select distinct pdf_url as p from biz_invoice where pdf_url <> ''`);
    expect(pdfs.length).toBeGreaterThan(0);
    for (const { p } of pdfs) {
      const res = await ctx.app.inject({ method: 'GET', url: `/prod-api${p}` });
      expect(res.statusCode, p).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1'), p).toBe('%PDF-');
      expect(res.headers['content-disposition'], p).toContain('attachment');
    }
  });
});
