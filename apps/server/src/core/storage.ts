import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Local file storage under the data directory. Public files (uploads, avatars) live in
 * `<dataDir>/<subdir>/yyyy/MM/dd/<random>.<ext>` and are addressed as `/profile/<subdir>/…`;
 * export files live in `<dataDir>/download/<userId>/<name>` and only their maker may fetch them.
 * Every name on disk is generated here; nothing the client sends becomes part of a stored path.
 */

/** Subfolders of the data directory that `/profile/**` may serve. Nothing else there is public. */
export const PUBLIC_SUBDIRS: readonly string[] = ['upload', 'avatar'];
export const PROFILE_PREFIX = '/profile/';
export const DOWNLOAD_DIR = 'download';

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy/MM/dd` of `now` in GMT+8 (the product's wall clock). */
export function datePath(now = new Date()): string {
  const z = new Date(now.getTime() + 8 * 3600_000);
  return `${z.getUTCFullYear()}/${pad(z.getUTCMonth() + 1)}/${pad(z.getUTCDate())}`;
}

/** 32 random hex characters. */
export const randomName = () => randomBytes(16).toString('hex');

/**
 * Stores `buffer` as `<dataDir>/<subdir>/yyyy/MM/dd/<random>.<ext>` (never overwriting) and returns
 * its public path `/profile/<subdir>/yyyy/MM/dd/<random>.<ext>` and where it is on disk. `subdir` must
 * be one of {@link PUBLIC_SUBDIRS}; `ext` must be plain lower-case letters/digits (already checked
 * against an allowlist and the file's magic bytes by the caller).
 */
export function saveUpload(dataDir: string, subdir: string, ext: string, buffer: Buffer): { fileName: string; absPath: string } {
  if (!PUBLIC_SUBDIRS.includes(subdir)) throw new Error(`not a public storage folder: ${subdir}`);
  if (!/^[a-z0-9]{1,10}$/.test(ext)) throw new Error(`bad extension: ${ext}`);
  const rel = `${subdir}/${datePath()}/${randomName()}.${ext}`;
  const absPath = path.join(dataDir, ...rel.split('/'));
  mkdirSync(path.dirname(absPath), { recursive: true });
  writeFileSync(absPath, buffer, { flag: 'wx', mode: 0o644 });
  return { fileName: PROFILE_PREFIX + rel, absPath };
}

/**
 * Stores an export file for one user as `<dataDir>/download/<userId>/<random>_<name>` and returns the
 * name `/common/download?fileName=` expects. `name` is reduced to safe characters.
 */
export function saveDownload(dataDir: string, userId: number, name: string, buffer: Buffer): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error('bad user id');
  const base = name.split(/[/\\]/).pop() ?? '';
  const safe =
    base
      .replace(/[^\p{L}\p{N}._-]/gu, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.+/, '')
      .slice(-100) || 'file';
  const fileName = `${randomName()}_${safe}`;
  const dir = path.join(dataDir, DOWNLOAD_DIR, String(userId));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, fileName), buffer, { flag: 'wx', mode: 0o600 });
  return fileName;
}

/** Where `/common/download` looks for a user's files. */
export const downloadRoot = (dataDir: string, userId: number) => path.join(dataDir, DOWNLOAD_DIR, String(userId));

function decodeFully(s: string): string | null {
  let cur = s;
  for (let i = 0; i < 3; i++) {
    if (!/%[0-9a-f]{2}/i.test(cur)) return cur;
    try {
      cur = decodeURIComponent(cur);
    } catch {
      return null;
    }
  }
  return /%[0-9a-f]{2}/i.test(cur) ? null : cur;
}

/**
 * True for a plain relative path: no NUL/control characters, no backslashes, not absolute, no empty,
 * `.` or `..` segments, and none of that hidden behind (repeated) percent-encoding either.
 */
export function isSafeRelative(relative: string): boolean {
  if (typeof relative !== 'string' || relative.length === 0 || relative.length > 500) return false;
  const decoded = decodeFully(relative);
  if (decoded === null) return false;
  for (const s of [relative, decoded]) {
    if (/[\p{Cc}\\]/u.test(s) || s.startsWith('/') || /^[a-z]:/i.test(s) || s.includes('..')) return false;
    if (s.split('/').some((seg) => seg === '' || seg === '.')) return false;
  }
  return true;
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Real path of the deepest existing ancestor of `p` (or `p` itself), plus the part below it. */
function realOfExisting(p: string): string | null {
  let cur = p;
  const rest: string[] = [];
  for (;;) {
    let exists = true;
    try {
      lstatSync(cur);
    } catch {
      exists = false;
    }
    if (exists) {
      try {
        return path.join(realpathSync(cur), ...rest.reverse());
      } catch {
        // A dangling symlink: where it would lead is unknown, so it is never followed.
        return null;
      }
    }
    const parent = path.dirname(cur);
    if (parent === cur) return null;
    rest.push(path.basename(cur));
    cur = parent;
  }
}

/**
 * The absolute path of `relative` under `root`, or null when the name is unsafe (see
 * {@link isSafeRelative}) or its real location (after resolving symlinks) is outside the real root.
 * The file itself need not exist; callers check that separately.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (!isSafeRelative(relative)) return null;
  const lexical = path.resolve(root, ...relative.split('/'));
  if (!isInside(path.resolve(root), lexical)) return null;
  const realRoot = realOfExisting(path.resolve(root));
  const realTarget = realOfExisting(lexical);
  if (!realRoot || !realTarget || !isInside(realRoot, realTarget)) return null;
  return realTarget;
}

/**
 * Absolute path of a public file named by its `/profile/<subdir>/…` path, or null when the name is not
 * one (wrong prefix, a non-public folder such as `download`, or an unsafe/escaping path).
 */
export function resolveProfilePath(dataDir: string, publicPath: string): string | null {
  if (!publicPath.startsWith(PROFILE_PREFIX)) return null;
  const rel = publicPath.slice(PROFILE_PREFIX.length);
  const slash = rel.indexOf('/');
  const subdir = slash > 0 ? rel.slice(0, slash) : '';
  if (!PUBLIC_SUBDIRS.includes(subdir)) return null;
  return resolveInside(path.join(dataDir, subdir), rel.slice(slash + 1));
}
