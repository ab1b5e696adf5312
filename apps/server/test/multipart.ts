import { randomBytes } from 'node:crypto';

export interface Part {
  field: string;
  /** A file part when set, else a plain field. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content-type header, for `app.inject`. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ceping${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename === undefined ? `form-data; name="${p.field}"` : `form-data; name="${p.field}"; filename="${p.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The start of a PDF document. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
