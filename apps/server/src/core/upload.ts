import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fail } from './errors.ts';

/** RuoYi's multipart limit: 10 MB per file. Routes may ask for less (the user import takes 5 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const MB = 1024 * 1024;

/** A 413 that the error handler answers with the envelope and "cannot exceed {limit} MB" (spec §5). */
export class FileTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
  /** The limit in MB the message names. */
  readonly limitMb: number;
  constructor(limitBytes: number) {
    super('uploaded file too large');
    this.limitMb = Math.round((limitBytes / MB) * 100) / 100;
  }
}

/**
 * Reads one file part into memory, refusing it when it is over `limitBytes`. The multipart parser cuts
 * an oversized file at the limit and only marks it `truncated`; its own `toBuffer()` misses that mark
 * when the cut falls exactly between two pieces of the request body and then answers the first
 * `limitBytes` bytes as if they were the file. So every upload is read here and a truncated file is
 * always refused, whatever the piece boundaries.
 */
export async function readFilePart(part: MultipartFile, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limitBytes) chunks.push(chunk);
  }
  // Read to its end either way, so the parser goes on to the next part; nothing read is kept.
  if (part.file.truncated || size > limitBytes) throw new FileTooLargeError(limitBytes);
  return Buffer.concat(chunks, size);
}

/** The request's single file, which must come in field `field`; over `limitBytes` it is refused (413). */
export async function readSingleFile(
  req: FastifyRequest,
  field: string,
  limitBytes = MAX_FILE_BYTES,
): Promise<{ filename: string; mimetype: string; buf: Buffer }> {
  const part = await req.file({ limits: { fileSize: limitBytes, files: 1 } });
  if (part?.fieldname !== field) throw fail('file.required');
  const buf = await readFilePart(part, limitBytes);
  return { filename: part.filename, mimetype: part.mimetype, buf };
}
