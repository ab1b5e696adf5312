import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the real entry point (as `npm start` does) and returns how it ended. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-start-'));
  try {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: path.join(dataDir, 'data'), PORT: '0', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status: res.status, stderr: res.stderr.trim(), dataDirMade: existsSync(path.join(dataDir, 'data')) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('startup with bad configuration', () => {
  it('stops with one line, before opening the database, when REDIS_URL cannot be reached', () => {
    const res = start({ REDIS_URL: 'redis://ceping:s3cret@127.0.0.1:1' });
    expect(res.status).toBe(1);
    expect(res.stderr.split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/^Cannot reach Redis at REDIS_URL \(redis:\/\/127\.0\.0\.1:1\): .*ECONNREFUSED/);
    expect(res.stderr).not.toContain('s3cret');
    expect(res.dataDirMade).toBe(false);
  });

  it('stops with one line on an invalid variable', () => {
    const res = start({ REDIS_URL: 'http://127.0.0.1:6379' });
    expect(res.status).toBe(1);
    expect(res.stderr).toBe('Invalid configuration: REDIS_URL: REDIS_URL must start with redis:// or rediss://');
  });
});

describe('the compiled server', () => {
  it('is built into one JavaScript file that starts without TypeScript tooling and answers health', async () => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8', timeout: 60_000 });
    expect(build.status, build.stderr).toBe(0);
    const bundle = path.join(serverDir, 'dist/main.js');
    expect(existsSync(bundle)).toBe(true);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-dist-'));
    const port = 18000 + Math.floor(Math.random() * 900);
    // Started from a folder outside the repository, with no loader: plain Node.js runs plain JavaScript.
    const proc = spawn(process.execPath, [bundle], {
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    proc.stderr?.on('data', (d) => {
      stderr += String(d);
    });
    try {
      let health: { status?: string } = {};
      for (let i = 0; i < 200 && proc.exitCode === null; i++) {
        try {
          health = (await (await fetch(`http://127.0.0.1:${port}/prod-api/ready`)).json()) as { status?: string };
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      expect(health, stderr).toEqual({ status: 'UP', database: 'pglite:up', store: 'memory:up' });
    } finally {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode === null ? proc.once('exit', r) : r(null)));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
