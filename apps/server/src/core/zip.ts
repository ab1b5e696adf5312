import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * Checks a zip archive (an xlsx file) before anything unpacks it, so a small file that inflates to
 * hundreds of megabytes is refused in milliseconds. Only the plain zip a spreadsheet program writes is
 * taken: one disk, no zip64, no encryption, entries stored or deflated, laid end to end from the first
 * byte to the central directory (no hidden data a sequential reader would find between them), each
 * local header agreeing with its central-directory record.
 */

export interface ZipLimits {
  /** Most entries the archive may list. */
  maxEntries: number;
  /** Most bytes all entries together may unpack to. */
  maxUncompressedBytes: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) data starts and ends in the archive. */
  dataStart: number;
  dataEnd: number;
}

/** `format`: not a zip this reader takes; `entries` / `size`: over a limit. */
export type ZipProblem = 'format' | 'entries' | 'size';

export class ZipLimitError extends Error {
  override readonly name = 'ZipLimitError';
  constructor(readonly problem: ZipProblem) {
    super(`zip refused: ${problem}`);
  }
}

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const DESCRIPTOR_SIG = 0x08074b50;
const ZIP64 = 0xffffffff;

const bad = (): never => {
  throw new ZipLimitError('format');
};

/** Offset of the end-of-central-directory record, which must close the file (its comment included). */
function findEnd(buf: Buffer): number {
  const last = buf.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (buf.readUInt32LE(at) === EOCD_SIG && at + 22 + buf.readUInt16LE(at + 20) === buf.length) return at;
  }
  return bad();
}

/**
 * Reads the central directory and checks the archive's layout and declared sizes; nothing is unpacked.
 * Throws {@link ZipLimitError}.
 */
export function inspectZip(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  if (buf.length < 22) bad();
  const end = findEnd(buf);
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 6) !== 0 || buf.readUInt16LE(end + 8) !== count) bad();
  if (count === 0xffff || cdOffset === ZIP64 || cdOffset + cdSize > end) bad();
  if (count > limits.maxEntries) throw new ZipLimitError('entries');

  const entries: Array<ZipEntry & { localOffset: number; descriptor: boolean }> = [];
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cdOffset + cdSize || buf.readUInt32LE(at) !== CENTRAL_SIG) bad();
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    if (next > cdOffset + cdSize || buf.readUInt16LE(at + 34) !== 0) bad();
    if (flags & 0x1 || (method !== 0 && method !== 8) || compressedSize === ZIP64 || uncompressedSize === ZIP64 || localOffset === ZIP64) bad();
    if (method === 0 && compressedSize !== uncompressedSize) bad();
    total += uncompressedSize;
    if (total > limits.maxUncompressedBytes) throw new ZipLimitError('size');
    const nameBytes = buf.subarray(at + 46, at + 46 + nameLength);

    // The local header a streaming reader sees must say the same.
    if (localOffset + 30 > cdOffset || buf.readUInt32LE(localOffset) !== LOCAL_SIG) bad();
    const localFlags = buf.readUInt16LE(localOffset + 6);
    const localNameLength = buf.readUInt16LE(localOffset + 26);
    const dataStart = localOffset + 30 + localNameLength + buf.readUInt16LE(localOffset + 28);
    if (buf.readUInt16LE(localOffset + 8) !== method || !buf.subarray(localOffset + 30, localOffset + 30 + localNameLength).equals(nameBytes)) bad();
    const descriptor = (localFlags & 0x8) !== 0;
    if (!descriptor && (buf.readUInt32LE(localOffset + 18) !== compressedSize || buf.readUInt32LE(localOffset + 22) !== uncompressedSize)) bad();
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > cdOffset) bad();
    entries.push({ name: nameBytes.toString('utf8'), method, compressedSize, uncompressedSize, dataStart, dataEnd, localOffset, descriptor });
    at = next;
  }
  if (at !== cdOffset + cdSize) bad();

  // Entries laid end to end from byte 0 up to the central directory: nothing hidden in between.
  let expected = 0;
  for (const e of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (e.localOffset !== expected) bad();
    expected = e.dataEnd;
    if (e.descriptor) expected += expected + 4 <= cdOffset && buf.readUInt32LE(expected) === DESCRIPTOR_SIG ? 16 : 12; // signature optional
  }
  if (expected !== cdOffset) bad();
  return entries.map(({ localOffset: _o, descriptor: _d, ...e }) => e);
}

/**
 * Unpacks one entry as a stream (zlib works off the event loop) and hands each piece to `onData`,
 * refusing it as soon as it unpacks to more than it declared, or when it unpacks to less. An error
 * thrown by `onData` stops the unpacking and is passed on.
 */
export async function streamEntry(buf: Buffer, entry: ZipEntry, onData: (chunk: Buffer) => void): Promise<void> {
  if (entry.method === 0) {
    onData(buf.subarray(entry.dataStart, entry.dataEnd));
    return;
  }
  const inflater = openEntry(buf, entry);
  let size = 0;
  let fromCaller = false;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.uncompressedSize) bad();
      fromCaller = true;
      onData(chunk);
      fromCaller = false;
    }
  } catch (err) {
    inflater.destroy();
    if (fromCaller || err instanceof ZipLimitError) throw err;
    bad();
  }
  if (size !== entry.uncompressedSize) bad();
}

/**
 * One entry's unpacked bytes as a stream, for an archive {@link inspectZip} listed and
 * {@link streamEntry} already proved (sizes are not checked again here).
 */
export function openEntry(buf: Buffer, entry: ZipEntry): Readable {
  const data = buf.subarray(entry.dataStart, entry.dataEnd);
  if (entry.method === 0) return Readable.from([data]);
  const inflater = createInflateRaw();
  inflater.end(data);
  return inflater;
}
