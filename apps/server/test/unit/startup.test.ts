import { spawnSync } from 'node:child_process';
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
