import { defineConfig } from 'vitest/config';

/** `npm run soak`: the money soak on PostgreSQL (test/soak; DATABASE_URL or the local server). */
export default defineConfig({
  test: {
    include: ['test/soak/**/*.soak.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 900_000,
    hookTimeout: 600_000,
    env: { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
