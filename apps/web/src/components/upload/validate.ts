/** Defaults from the product spec §5. */
export const DEFAULT_FILE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg', 'doc', 'xls', 'ppt', 'txt', 'pdf'];
export const DEFAULT_IMAGE_TYPES: readonly string[] = ['png', 'jpg'];
export const DEFAULT_FILE_SIZE_MB = 5;
export const DEFAULT_LIMIT = 5;

export interface UploadRules {
  /** Allowed extensions without the dot; empty = any. */
  fileType: readonly string[];
  /** Maximum size in MB; 0 = no limit. */
  fileSize: number;
  /** Whether the widget takes images (changes the messages, and also accepts a matching mime type). */
  image?: boolean;
}

/** A rule broken by a file: the i18n key in the `widgets` namespace plus its values. */
export interface UploadProblem {
  key: 'upload.typeError' | 'upload.imageTypeError' | 'upload.nameError' | 'upload.sizeError' | 'upload.imageSizeError' | 'upload.limitError';
  values: Record<string, string | number>;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Checks one file before upload, in RuoYi's order: format, comma in the name, size. */
export function checkFile(file: { name: string; size: number; type?: string }, rules: UploadRules): UploadProblem | null {
  const types = rules.fileType.map((t) => t.toLowerCase());
  if (types.length > 0) {
    const ext = fileExtension(file.name);
    const mimeSubtype = (file.type ?? '').split('/')[1]?.toLowerCase() ?? '';
    const ok = types.includes(ext) || (rules.image === true && mimeSubtype !== '' && types.includes(mimeSubtype));
    if (!ok) {
      return { key: rules.image ? 'upload.imageTypeError' : 'upload.typeError', values: { types: rules.fileType.join('/') } };
    }
  }
  if (file.name.includes(',')) return { key: 'upload.nameError', values: {} };
  if (rules.fileSize > 0 && file.size / 1024 / 1024 > rules.fileSize) {
    return { key: rules.image ? 'upload.imageSizeError' : 'upload.sizeError', values: { size: rules.fileSize } };
  }
  return null;
}

/** Checks that `existing` files plus `adding` new ones stay within `limit` (0 = no limit). */
export function checkCount(existing: number, adding: number, limit: number): UploadProblem | null {
  return limit > 0 && existing + adding > limit ? { key: 'upload.limitError', values: { limit } } : null;
}

/** `a,b` / `['a','b']` → `['a','b']` (trimmed, empties dropped). */
export function parseUrls(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/** The name shown for a stored path: the part after the last '/'. */
export function displayName(url: string): string {
  const slash = url.lastIndexOf('/');
  return slash < 0 ? url : url.slice(slash + 1);
}
