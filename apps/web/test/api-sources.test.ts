import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allEndpoints } from '@ceping/contract';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/** The first segment of every described path: `/system/`, `/common/`, `/login`, `/getInfo`… */
const PREFIXES = [...new Set(allEndpoints.map((e) => /^\/[^/:]+\/?/.exec(e.path)?.[0] ?? e.path))];

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** String and template literals (outside comments) that start with a path an endpoint description holds. */
function apiPathLiterals(source: string): string[] {
  const described = (text: string) =>
    PREFIXES.some((p) => text.startsWith(p) && (p.endsWith('/') || text.length === p.length || '/?'.includes(text[p.length])));
  return [...withoutComments(source).matchAll(/['"`](\/[^'"`\s]*)/g)].map((m) => m[1]).filter(described);
}

/** Every `features/<name>/api.ts` and every module of `src/api`. */
function apiModules(): string[] {
  const features = readdirSync(path.join(SRC, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(SRC, 'features', d.name, 'api.ts'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  const api = (readdirSync(path.join(SRC, 'api'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(SRC, 'api', f));
  return [...features, ...api];
}

/**
 * What the first visit to the login page loads cannot import the contract (zod and every description
 * would come along): these modules write their few paths by hand, and are checked against the
 * descriptions below instead.
 */
const WITHOUT_CONTRACT = [path.join('api', 'early.ts'), path.join('features', 'auth', 'loginClient.ts')];

describe('API functions take their paths from the endpoint descriptions', () => {
  it('finds a path written by hand (the check can fail)', () => {
    expect(apiPathLiterals(`const base = '/system/fee';\nget(\`\${base}/list\`);`)).toEqual(['/system/fee']);
    expect(apiPathLiterals(`post<LoginResult>('/login', body)`)).toEqual(['/login']);
    expect(apiPathLiterals(`get("/system/user/" + id)`)).toEqual(['/system/user/']);
    // Comments, the API base and client routes are not endpoint paths.
    expect(apiPathLiterals(`/** \`GET /system/fee/list\` */\n// '/system/x'\nconst BASE_URL = '/prod-api'; navigate('/login-help');`)).toEqual([]);
  });

  it('no features/*/api.ts or src/api module writes a described path', () => {
    const files = apiModules();
    expect(files.filter((f) => f.includes(`${path.sep}features${path.sep}`)).length).toBeGreaterThanOrEqual(13);
    const offenders = files
      .filter((file) => !WITHOUT_CONTRACT.includes(path.relative(SRC, file)))
      .flatMap((file) => apiPathLiterals(readFileSync(file, 'utf8')).map((p) => `${path.relative(SRC, file)}: ${p}`));
    expect(offenders).toEqual([]);
  });

  it("the login page's hand-written paths are described ones, with the methods it uses", () => {
    const written = WITHOUT_CONTRACT.flatMap((file) => apiPathLiterals(readFileSync(path.join(SRC, file), 'utf8')));
    expect(written.sort()).toEqual(['/captchaImage', '/getInfo', '/getRouters', '/login', '/system/carousel/banners']);
    const method = (p: string) => allEndpoints.find((e) => e.path === p)?.method;
    expect(written.map((p) => `${method(p)} ${p}`).sort()).toEqual([
      'GET /captchaImage',
      'GET /getInfo',
      'GET /getRouters',
      'GET /system/carousel/banners',
      'POST /login',
    ]);
  });
});
