import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RedisStore } from '../../src/core/store.ts';

// Runs where a Redis is configured (CI's second pass, `REDIS_URL=redis://127.0.0.1:6379`).
describe.skipIf(!process.env.REDIS_URL)('Redis store', () => {
  it('serves the first commands while its connection is still being made', async () => {
    const store = new RedisStore(process.env.REDIS_URL as string, `ceping_test_${randomBytes(4).toString('hex')}:`);
    try {
      await store.set('first', 'value', 30);
      expect(await store.get('first')).toBe('value');
      expect(await store.keys('')).toEqual(['first']);
      expect(await store.del('first')).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('still refuses commands, after its bounded wait, when Redis cannot be reached', async () => {
    const store = new RedisStore('redis://127.0.0.1:1', 'ceping_test_dead:', 200);
    try {
      await expect(store.get('x')).rejects.toThrow(/writeable|offline/i);
    } finally {
      await store.close();
    }
  });
});
