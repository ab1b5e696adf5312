import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryStore, RedisStore, StoreUnavailableError, redactRedisUrl } from '../../src/core/store.ts';

// Runs where a Redis is configured (CI's second pass, `REDIS_URL=redis://127.0.0.1:6379`).
describe.skipIf(!process.env.REDIS_URL)('Redis store', () => {
  it('serves the first commands while its connection is still being made', async () => {
    const store = new RedisStore(process.env.REDIS_URL as string, `ceping_test_${randomBytes(4).toString('hex')}:`);
    try {
      await store.set('first', 'value', 30);
      expect(await store.get('first')).toBe('value');
      expect(await store.keys('')).toEqual(['first']);
      expect(await store.del('first')).toBe(1);
      await expect(store.ping()).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('an unreachable Redis', () => {
  it('refuses commands and the ping, after its bounded wait, as StoreUnavailableError with the reason', async () => {
    const store = new RedisStore('redis://127.0.0.1:1', 'ceping_test_dead:', 200);
    try {
      const started = Date.now();
      await expect(store.get('x')).rejects.toThrow(StoreUnavailableError);
      await expect(store.ping()).rejects.toThrow(/ECONNREFUSED/);
      await expect(store.set('x', 'y', 10)).rejects.toThrow(StoreUnavailableError);
      await expect(store.keys('')).rejects.toThrow(StoreUnavailableError);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await store.close();
    }
  });

  it('is named without its credentials in messages', () => {
    expect(redactRedisUrl('redis://user:s3cret@cache.local:6380/2')).toBe('redis://cache.local:6380/2');
    expect(redactRedisUrl('rediss://:s3cret@cache.local')).toBe('rediss://cache.local');
    expect(redactRedisUrl('not a url')).not.toContain('not a url');
  });

  it('the memory store always answers the ping', async () => {
    await expect(new MemoryStore().ping()).resolves.toBeUndefined();
  });
});
