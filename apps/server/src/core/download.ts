import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** UTF-8 percent-encoding of a file name, safe inside a header and as an RFC 5987 value. */
export function encodeFilename(name: string): string {
  return encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RuoYi's download headers: `Content-Disposition` with a plain and an RFC 5987 `filename*`, the
 * `download-filename` header the client reads, and both exposed to scripts.
 */
export function setAttachment(reply: FastifyReply, name: string, disposition: 'attachment' | 'inline' = 'attachment'): FastifyReply {
  const pct = encodeFilename(name);
  return reply
    .header('Content-Disposition', `${disposition}; filename=${pct}; filename*=utf-8''${pct}`)
    .header('download-filename', pct)
    .header('Access-Control-Expose-Headers', 'Content-Disposition,download-filename');
}

/** An export answer: the workbook bytes with the xlsx content type (the client names the file). */
export function sendXlsx(reply: FastifyReply, buf: Buffer) {
  return reply.header('Content-Type', `${XLSX_TYPE};charset=utf-8`).send(buf);
}
