import { createReadStream, type ReadStream, statSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { extensionOf, isAllowedExt, isImageExt } from '../../core/file-type.ts';
import { fail } from '../../core/errors.ts';
import { downloadRoot, resolveInside, resolveProfilePath } from '../../core/storage.ts';

export interface OpenedFile {
  stream: ReadStream;
  size: number;
  /** Name the client should save the file under. */
  downloadName: string;
}

/** Opens a regular file; with `remove` it is unlinked once open (the open stream still reads it). */
async function open(abs: string, downloadName: string, remove = false): Promise<OpenedFile> {
  let size: number;
  try {
    const st = statSync(abs);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    throw fail('file.notFound');
  }
  const stream = createReadStream(abs);
  await once(stream, 'open');
  if (remove) await unlink(abs).catch(() => {});
  return { stream, size, downloadName };
}

/**
 * One of the caller's own export files, named relative to `<dataDir>/download/<userId>/`. The name must
 * stay inside that folder (no `..`, absolute, encoded or symlinked escapes) and have an allowed
 * extension. Saved as `<current ms><name after its first "_">`, as RuoYi does.
 */
export async function openDownload(dataDir: string, userId: number, fileName: string, remove: boolean): Promise<OpenedFile> {
  const abs = resolveInside(downloadRoot(dataDir, userId), fileName);
  if (!abs || !isAllowedExt(extensionOf(path.basename(fileName)))) throw fail('file.nameInvalid', fileName);
  return open(abs, `${Date.now()}${fileName.slice(fileName.indexOf('_') + 1)}`, remove);
}

/** An uploaded file named by its public `/profile/upload/…` path. */
export async function openResource(dataDir: string, resource: string): Promise<OpenedFile> {
  const abs = resource.startsWith('/profile/upload/') ? resolveProfilePath(dataDir, resource) : null;
  if (!abs || !isAllowedExt(extensionOf(path.basename(resource)))) throw fail('file.nameInvalid', resource);
  return open(abs, path.basename(abs));
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp' };

/** A public file (`/profile/upload|avatar/…`) for `<img>` and links, or null when there is none. */
export async function openProfile(dataDir: string, publicPath: string): Promise<(OpenedFile & { contentType: string; inline: boolean }) | null> {
  const ext = extensionOf(path.basename(publicPath));
  const abs = isAllowedExt(ext) ? resolveProfilePath(dataDir, publicPath) : null;
  if (!abs) return null;
  try {
    const file = await open(abs, path.basename(abs));
    const image = isImageExt(ext);
    return { ...file, contentType: image ? IMAGE_TYPES[ext] : 'application/octet-stream', inline: image };
  } catch {
    return null;
  }
}
