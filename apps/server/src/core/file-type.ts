import { isUtf8 } from 'node:buffer';

/** Extensions accepted for avatars and other image-only uploads. */
export const IMAGE_EXT: readonly string[] = ['bmp', 'gif', 'jpg', 'jpeg', 'png'];

/**
 * Extensions accepted by the general upload endpoint. Markup and script types
 * (html, htm, svg, js, ...) are deliberately absent: a browser could run them.
 */
export const DEFAULT_ALLOWED_EXT: readonly string[] = [
  ...IMAGE_EXT,
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'pdf',
  'rar',
  'zip',
  'gz',
  'bz2',
  'mp4',
  'avi',
  'rmvb',
];

/** How many leading bytes of a .txt upload are searched for a NUL byte. */
const TEXT_SNIFF_BYTES = 8 * 1024;

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const RAR4 = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00];
const RAR5 = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00];
const GZIP = [0x1f, 0x8b, 0x08];
/** BITMAPCOREHEADER, BITMAPINFOHEADER, OS/2 v2 and BITMAPV2..V5 header sizes. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function startsWith(buf: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

function isBmp(buf: Buffer): boolean {
  return startsWith(buf, ascii('BM')) && buf.length >= 18 && BMP_DIB_SIZES.has(buf.readUInt32LE(14));
}

function isBz2(buf: Buffer): boolean {
  return startsWith(buf, ascii('BZh')) && buf.length > 3 && buf[3] >= 0x31 && buf[3] <= 0x39;
}

/** An Office Open XML package is a zip whose part names include the application folder. */
function isOoxml(buf: Buffer, folder: string): boolean {
  return startsWith(buf, ZIP_LOCAL) && buf.includes('[Content_Types].xml', 0, 'latin1') && buf.includes(folder, 0, 'latin1');
}

function isText(buf: Buffer): boolean {
  const head = buf.subarray(0, TEXT_SNIFF_BYTES);
  return !head.includes(0) && isUtf8(buf);
}

const CHECKS: Record<string, (buf: Buffer) => boolean> = {
  png: (b) => startsWith(b, PNG),
  jpg: (b) => startsWith(b, JPEG),
  jpeg: (b) => startsWith(b, JPEG),
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  bmp: isBmp,
  pdf: (b) => startsWith(b, ascii('%PDF-')),
  doc: (b) => startsWith(b, OLE),
  xls: (b) => startsWith(b, OLE),
  ppt: (b) => startsWith(b, OLE),
  docx: (b) => isOoxml(b, 'word/'),
  xlsx: (b) => isOoxml(b, 'xl/'),
  pptx: (b) => isOoxml(b, 'ppt/'),
  zip: (b) => startsWith(b, ZIP_LOCAL) || startsWith(b, ZIP_EMPTY),
  rar: (b) => startsWith(b, RAR4) || startsWith(b, RAR5),
  gz: (b) => startsWith(b, GZIP),
  bz2: isBz2,
  mp4: (b) => startsWith(b, ascii('ftyp'), 4),
  avi: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('AVI '), 8),
  rmvb: (b) => startsWith(b, ascii('.RMF')),
  txt: isText,
};

/**
 * True when the content's leading bytes match what a file with extension `ext`
 * must start with. Unknown or disallowed extensions always give false.
 */
export function checkFileContent(buf: Buffer, ext: string): boolean {
  const key = ext.toLowerCase();
  if (!DEFAULT_ALLOWED_EXT.includes(key)) return false;
  const check = CHECKS[key];
  return check?.(buf) === true;
}

/**
 * Lower-case extension after the last dot, or '' when the name has none or is
 * hostile: path separators, NUL or other control characters, or an extension
 * that is not plain letters and digits (e.g. a trailing dot or space).
 */
export function extensionOf(filename: string): string {
  if (/[/\\\p{Cc}]/u.test(filename)) return '';
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return '';
  const ext = filename.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]+$/.test(ext) ? ext : '';
}

/** Image types told apart by their leading bytes, each with the extension it is stored under. */
const IMAGE_TYPES = ['png', 'jpg', 'gif', 'bmp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * The image type the content really is (png, jpg, gif, bmp), whatever the client named it, or
 * undefined when it is none of them. RuoYi's avatar cropper sends PNG bytes under the original
 * name (`a.jpg`) or as `blob`, so the name cannot decide.
 */
export function imageTypeOf(buf: Buffer): ImageType | undefined {
  return IMAGE_TYPES.find((ext) => CHECKS[ext](buf));
}

export function isImageExt(ext: string): boolean {
  return IMAGE_EXT.includes(ext.toLowerCase());
}

/** True when `ext` (case-insensitive) is in `allowed`. */
export function isAllowedExt(ext: string, allowed: readonly string[] = DEFAULT_ALLOWED_EXT): boolean {
  return ext !== '' && allowed.includes(ext.toLowerCase());
}
