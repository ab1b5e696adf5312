import { buildApp } from './app.ts';
import { ConfigError, limitsOf, loadConfig } from './config.ts';
import { resolveJwtSecret } from './core/session.ts';
import { openStore, redactRedisUrl } from './core/store.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './seed/index.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The store is checked first: an unreachable REDIS_URL stops the start with one line (instead of a
  // server whose every login then fails on its captcha).
  const store = openStore(config.redisUrl);
  try {
    await store.ping();
  } catch (err) {
    console.error(`Cannot reach Redis at REDIS_URL (${redactRedisUrl(config.redisUrl ?? '')}): ${(err as Error).message}`);
    await store.close();
    process.exit(1);
  }
  const database = await openDatabase({ ...config, pool: limitsOf(config) }, (err) => console.error(`database connection error: ${err.message}`));
  try {
    await database.migrate();
  } catch (err) {
    console.error(`Cannot prepare the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${(err as Error).message}`);
    process.exit(1);
  }
  await seed(database.db, { demo: config.seedDemo, dataDir: config.dataDir });
  const app = await buildApp({ config, database, store, jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close pools.
    await app.close();
    await store.close();
    await database.close();
    process.exit(0);
  };
  // A promise rejected outside any request (a driver callback, a timer) is logged; it must not end
  // the service. A thrown exception leaves the process in an unknown state: log it and exit, and let
  // the supervisor (README "Keep it running") start a fresh one.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception, exiting');
    process.exit(1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ceping console on http://localhost:${config.port} (${database.kind}, store ${store.kind}${config.webDist ? '' : ', web app not built'})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
