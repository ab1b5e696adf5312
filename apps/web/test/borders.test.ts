import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'node_modules/.bin/depcruise');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** Runs the repository's dependency check (the one `npm run lint` runs) on a folder. */
function cruise(folder: string): Violation[] {
  let out: string;
  try {
    out = execFileSync(BIN, [folder, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; the report is still on stdout
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('web import borders (dependency-cruiser)', () => {
  it('the web source keeps every border', () => {
    expect(cruise('apps/web/src')).toEqual([]);
  }, 120_000);

  it('each rule fails on its planted wrong import, and a feature face or an import inside a feature passes', () => {
    const found = cruise('apps/web/test/fixtures/borders').map(
      (v) => `${v.rule.name}: ${v.from.replace(/^.*borders\//, '')} → ${v.to.replace(/^.*borders\//, '')}`,
    );
    expect(found.sort()).toEqual(
      [
        'web-api-down: api/request.ts → stores/user.ts',
        'web-base-down: utils/format.ts → stores/user.ts',
        'web-feature-insides: features/two/index.ts → features/one/inside.ts',
        'web-feature-insides: views/a/index.ts → features/one/inside.ts',
        'web-shared-down: components/Widget.ts → features/two/index.ts',
        'web-shared-down: components/Widget.ts → layout/Shell.ts',
        'web-stores-down: stores/user.ts → app/queryClient.ts',
        'web-view-imports-view: views/a/index.ts → views/b/index.ts',
      ].sort(),
    );
  }, 120_000);
});
