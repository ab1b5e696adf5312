import { describe, expect, it } from 'vitest';
import { allMenus } from '../../src/seed/index.ts';

/**
 * The sidebar is 200 px wide: an entry shows about 13 Latin characters at its indent before "…" (the
 * full title is in the entry's tooltip). Directories and pages keep their English titles that short.
 */
const SIDEBAR_CHARS = 13;

describe('seeded menu titles', () => {
  it('fit the 200 px sidebar in English (directories and pages)', () => {
    const long = allMenus.filter((m) => m.type !== 'F' && m.en.length > SIDEBAR_CHARS).map((m) => `${m.id} ${m.en}`);
    expect(long).toEqual([]);
  });
});
