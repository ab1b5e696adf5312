import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { resolveJwtSecret } from '../../src/core/session.ts';

describe('configuration', () => {
  it('uses the embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.captchaForcedOff).toBe(false);
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.limits).toEqual({
      poolMax: 10,
      acquireTimeoutMs: 3000,
      statementTimeoutMs: 15_000,
      maxActive: 20,
      maxQueued: 256,
      queueTimeoutMs: 3000,
      maxEventLoopDelayMs: 1000,
    });
  });

  it('sizes the pool and the admission gate from the environment', () => {
    const c = loadConfig({ DB_POOL_MAX: '20', DB_STATEMENT_TIMEOUT_MS: '5000', MAX_QUEUED_REQUESTS: '0', MAX_EVENT_LOOP_DELAY_MS: '0' });
    expect(c.limits).toMatchObject({ poolMax: 20, statementTimeoutMs: 5000, maxActive: 40, maxQueued: 0, maxEventLoopDelayMs: 0 });
    expect(loadConfig({ MAX_ACTIVE_REQUESTS: '12' }).limits?.maxActive).toBe(12);
  });

  it('stops with a one-line explanation on bad values', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'eighty' },
      { DATABASE_URL: 'mysql://localhost/x' },
      { REDIS_URL: 'http://localhost' },
      { JWT_SECRET: 'short' },
      { DB_POOL_MAX: '0' },
      { QUEUE_TIMEOUT_MS: 'soon' },
      { NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz' },
    ];
    for (const env of bad) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (err) {
        expect((err as Error).message).not.toContain('\n');
      }
    }
  });

  it('refuses a publicly known secret in production even when long enough', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz' })).toThrow(/JWT_SECRET/);
  });

  it('forces the captcha off only with CAPTCHA_ENABLED=false', () => {
    expect(loadConfig({ CAPTCHA_ENABLED: 'false' }).captchaForcedOff).toBe(true);
    expect(loadConfig({ CAPTCHA_ENABLED: 'true' }).captchaForcedOff).toBe(false);
  });

  it('generates a signing secret once and keeps it under the data directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ceping-cfg-'));
    try {
      const a = resolveJwtSecret(undefined, dir);
      const b = resolveJwtSecret(undefined, dir);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(48);
      expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(a);
      expect(resolveJwtSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
