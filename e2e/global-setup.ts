import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { E2E_PORT } from './playwright.config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the real server (built web app + API) on a fresh PostgreSQL database, so tests can drive the
 * UI and then check rows directly. `E2E_DATABASE_URL` is shared with the tests through the environment.
 */
export default async function globalSetup() {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ceping_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.E2E_DATABASE_URL = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-e2e-'));

  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      DATA_DIR: dataDir,
      // E2E_WEB_DIST: a private build (vite build --outDir …) when others rebuild apps/web/dist meanwhile
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
      CAPTCHA_ENABLED: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('e2e server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  // Ready, but on a busy machine the first calls of a cold process can still be answered "busy" by the
  // admission guard; the first spec's login page must not meet that (its captcha settings would fail to load).
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/captchaImage`).catch(() => undefined);
    const body = (await res?.json().catch(() => undefined)) as { code?: number } | undefined;
    if (body?.code === 200) break;
    if (Date.now() > deadline) throw new Error('e2e server did not answer the login page within 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
