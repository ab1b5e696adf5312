import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Live sessions follow a user's status, deletion, department and roles only because every write of
 * them goes through `changeUserAccess` (modules/system/user/access-change.ts), which moves the
 * user's access version after the commit. This test finds any other code writing them directly.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const WRITER = 'modules/system/user/access-change.ts';
/** Demo data is loaded before any session exists. */
const EXEMPT = [WRITER, 'seed/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** The `.set({...})` argument following an `.update(sysUser)` (balanced parentheses). */
function setArgument(text: string, from: number): string {
  const start = text.indexOf('.set(', from);
  if (start < 0) return '';
  let depth = 0;
  for (let i = start + 4; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Every direct write of the access columns or of the role links in one file's text. */
function directAccessWrites(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\.update\(\s*sysUser\s*\)/g)) {
    const set = setArgument(text, m.index);
    if (/\b(status|delFlag|deptId)\b/.test(set) || /\.\.\./.test(set)) found.push(`update(sysUser)${set.slice(0, 60)}`);
  }
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*sysUserRole\s*\)/g)) found.push(m[0]);
  // Raw SQL: the columns in the SET list (up to WHERE), or any write of sys_user_role.
  for (const m of text.matchAll(/\bupdate\s+"?sys_user"?\s+set\b((?:(?!\bwhere\b)[^;`])*)/gi))
    if (/\b(status|del_flag|dept_id)\b/i.test(m[1])) found.push(m[0]);
  for (const m of text.matchAll(/\b(insert\s+into|delete\s+from|update)\s+"?sys_user_role"?/gi)) found.push(m[0]);
  return found;
}

describe('writes of what decides a session', () => {
  it('the detector sees the ways of writing them', () => {
    expect(directAccessWrites("await tx.update(sysUser).set({ status: '1' }).where(x)")).toHaveLength(1);
    expect(directAccessWrites('await db.update(sysUser).set({ ...fields, updateBy }).where(x)')).toHaveLength(1);
    expect(directAccessWrites("tx.update(sysUser)\n  .set({\n    delFlag: '2' })")).toHaveLength(1);
    expect(directAccessWrites('await tx.delete(sysUserRole).where(x)')).toHaveLength(1);
    expect(directAccessWrites('await tx.insert(sysUserRole).values(v)')).toHaveLength(1);
    expect(directAccessWrites("sql`update sys_user set status = '1' where user_id = :id`")).toHaveLength(1);
    expect(directAccessWrites('sql`delete from sys_user_role where user_id = :id`')).toHaveLength(1);
    expect(directAccessWrites('await db.update(sysUser).set({ loginIp: ip, loginDate: new Date() }).where(x)')).toEqual([]);
    expect(directAccessWrites("sql`update sys_user set money = money + :x where del_flag = '0'`")).toEqual([]);
  });

  it('happen only through changeUserAccess', () => {
    const offenders = sourceFiles(SRC)
      .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
      .filter((rel) => !EXEMPT.some((e) => rel.startsWith(e)))
      .flatMap((rel) => directAccessWrites(readFileSync(path.join(SRC, rel), 'utf8')).map((w) => `${rel}: ${w}`));
    expect(offenders).toEqual([]);
  });
});
