import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
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

const short = (file: string) => file.replace(/^.*fixtures\/borders\//, '');

describe('server import borders (dependency-cruiser)', () => {
  it('the server source keeps every border', () => {
    expect(cruise('apps/server/src')).toEqual([]);
  }, 120_000);

  it('each rule fails on its planted wrong import; faces, a domain’s own insides and the entry point pass', () => {
    const found = cruise('apps/server/test/fixtures/borders').map((v) => `${v.rule.name}: ${short(v.from)} → ${short(v.to)}`);
    expect(found.sort()).toEqual(
      [
        'server-core-no-domain: core/envelope.ts → modules/alpha/index.ts',
        'server-db-no-domain: db/client.ts → modules/alpha/index.ts',
        'server-db-no-domain: db/client.ts → seed/index.ts',
        'server-domain-via-face: modules/beta/index.ts → modules/alpha/inside.ts',
        'server-domain-via-face: modules/system/gamma/index.ts → modules/system/delta/inside.ts',
        'server-outside-via-face: modules/index.ts → modules/system/gamma/inside.ts',
        'server-outside-via-face: seed/index.ts → modules/alpha/inside.ts',
        'server-seed-entry-only: app.ts → seed/index.ts',
        'server-seed-entry-only: db/client.ts → seed/index.ts',
        'server-no-cycles: modules/beta/cycle-a.ts → modules/beta/cycle-b.ts',
      ].sort(),
    );
  }, 120_000);
});
