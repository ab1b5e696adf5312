import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datePath, downloadRoot, isSafeRelative, resolveInside, resolveProfilePath, saveDownload, saveUpload } from '../../src/core/storage.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('storage', () => {
  it('dates folders in GMT+8', () => {
    expect(datePath(new Date('2026-03-04T16:30:00Z'))).toBe('2026/03/05');
    expect(datePath(new Date('2026-03-04T15:59:59Z'))).toBe('2026/03/04');
  });

  it('saves uploads under generated names and finds them again by public path', () => {
    const a = saveUpload(dataDir, 'upload', 'png', Buffer.from('one'));
    const b = saveUpload(dataDir, 'upload', 'png', Buffer.from('two'));
    expect(a.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(a.fileName).not.toBe(b.fileName);
    expect(a.absPath).toBe(path.join(dataDir, a.fileName.slice('/profile/'.length)));
    expect(readFileSync(a.absPath, 'utf8')).toBe('one');
    expect(resolveProfilePath(dataDir, a.fileName)).toBe(a.absPath);
    expect(() => saveUpload(dataDir, 'download', 'png', Buffer.from('x'))).toThrow();
    expect(() => saveUpload(dataDir, '../x', 'png', Buffer.from('x'))).toThrow();
    expect(() => saveUpload(dataDir, 'upload', 'p/ng', Buffer.from('x'))).toThrow();
  });

  it('keeps export files per user with a sanitised name', () => {
    const name = saveDownload(dataDir, 7, '../../用户 数据.xlsx', Buffer.from('x'));
    expect(name).toMatch(/^[0-9a-f]{32}_用户_数据\.xlsx$/);
    expect(existsSync(path.join(downloadRoot(dataDir, 7), name))).toBe(true);
  });

  it('refuses traversal in every spelling', () => {
    for (const bad of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'C:/x',
      'a\\..\\x',
      '%2e%2e%2fx',
      '%252e%252e%252fx',
      'a//b',
      './a',
      'a/./b',
      'a\0b',
      '',
      '%2e%zz',
    ]) {
      expect(isSafeRelative(bad), bad).toBe(false);
      expect(resolveInside(dataDir, bad), bad).toBeNull();
    }
    expect(isSafeRelative('2026/01/02/abc.png')).toBe(true);
  });

  it('does not follow symlinks out of the root, dangling or not', () => {
    const root = path.join(dataDir, 'root');
    mkdirSync(root, { recursive: true });
    const outside = path.join(dataDir, 'secret.txt');
    writeFileSync(outside, 'secret');
    symlinkSync(outside, path.join(root, 'link.txt'));
    symlinkSync(dataDir, path.join(root, 'dirlink'));
    symlinkSync(path.join(dataDir, 'nowhere'), path.join(root, 'dangling.txt'));
    writeFileSync(path.join(root, 'ok.txt'), 'ok');
    expect(resolveInside(root, 'link.txt')).toBeNull();
    expect(resolveInside(root, 'dirlink/secret.txt')).toBeNull();
    expect(resolveInside(root, 'dangling.txt')).toBeNull();
    expect(resolveInside(root, 'ok.txt')).toBe(path.join(root, 'ok.txt'));
    expect(resolveInside(root, 'missing/file.txt')).toBe(path.join(root, 'missing', 'file.txt'));
  });

  it('serves only the public folders through /profile', () => {
    mkdirSync(path.join(dataDir, 'download', '1'), { recursive: true });
    writeFileSync(path.join(dataDir, 'jwt-secret'), 's');
    expect(resolveProfilePath(dataDir, '/profile/download/1/x.xlsx')).toBeNull();
    expect(resolveProfilePath(dataDir, '/profile/jwt-secret')).toBeNull();
    expect(resolveProfilePath(dataDir, '/profile/upload/../jwt-secret')).toBeNull();
    expect(resolveProfilePath(dataDir, '/upload/a.png')).toBeNull();
  });
});
