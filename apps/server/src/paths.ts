import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server workspace folder (`apps/server`), found from this module whether it runs from its source
 * (`src/paths.ts` under tsx and the tests) or from the compiled bundle (`dist/main.js`).
 */
function findServerRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@ceping/server') return dir;
    if (path.dirname(dir) === dir) throw new Error('apps/server/package.json not found above the running server');
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '../..');
/** Committed SQL migrations, read at start (they are not part of the bundle). */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
/** Images shipped with the server (site logo, demo product pictures). */
export const assetsFolder = path.join(serverRoot, 'assets');
