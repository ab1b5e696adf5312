import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ALLOWED_EXT, checkFileContent, extensionOf, isAllowedExt } from '../../core/file-type.ts';
import { fail } from '../../core/errors.ts';
import { saveUpload } from '../../core/storage.ts';

/** RuoYi's limits: a name of at most 100 characters, 10 MB per file (`core/upload.ts`), 20 MB a request. */
export const MAX_NAME_LENGTH = 100;
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;

/** Extension for a nameless upload, from its declared type (images only, as RuoYi does). */
const IMAGE_MIME_EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/bmp': 'bmp' };

export interface SavedUpload {
  /** Public path `/profile/upload/yyyy/MM/dd/<random>.<ext>`. */
  fileName: string;
  /** The generated last segment of `fileName`. */
  newFileName: string;
  /** The client's name, without any folder part. */
  originalFilename: string;
  absPath: string;
}

/**
 * Checks one uploaded file (name length, extension allowlist, magic bytes) and stores it under a
 * generated name in `<dataDir>/upload/yyyy/MM/dd/`.
 */
export function acceptUpload(
  dataDir: string,
  clientName: string,
  mimetype: string,
  buf: Buffer,
  allowed: readonly string[] = DEFAULT_ALLOWED_EXT,
): SavedUpload {
  const originalFilename = clientName.split(/[/\\]/).pop() ?? '';
  if (originalFilename.length > MAX_NAME_LENGTH) throw fail('file.nameTooLong', MAX_NAME_LENGTH);
  if (buf.length === 0) throw fail('file.empty');
  const ext = extensionOf(originalFilename) || (originalFilename.includes('.') ? '' : (IMAGE_MIME_EXT[mimetype] ?? ''));
  if (!isAllowedExt(ext, allowed)) throw fail('file.typeNotAllowed', allowed.join(', '));
  if (!checkFileContent(buf, ext)) throw fail('file.contentMismatch');
  const { fileName, absPath } = saveUpload(dataDir, 'upload', ext, buf);
  return { fileName, newFileName: path.basename(absPath), originalFilename, absPath };
}

/** Removes files stored earlier in a request that failed later on. */
export function discard(saved: SavedUpload[]): void {
  for (const s of saved) {
    try {
      unlinkSync(s.absPath);
    } catch {
      // Already gone.
    }
  }
}
