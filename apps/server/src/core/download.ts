import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a file (export, import template, download). Set by default for RuoYi's file
     * paths (see {@link isFileRoute}); a route may declare it (or `false`) itself.
     */
    file?: boolean;
  }
}

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

/** RuoYi's file-answering paths: every `…/export`, the user import template and the common downloads. */
const FILE_PATH = /\/(export|importTemplate)$|\/common\/download(\/resource)?$/;
export const isFileRoute = (url: string) => FILE_PATH.test(url);

/**
 * JSON answers (errors) of file routes carry `Content-Type: application/json` exactly: RuoYi's client
 * (`blobValidate`, ruoyi-api.md §7.1) compares the blob type, and `; charset=utf-8` would make it save
 * the error as a file. Register on the root instance before the API modules.
 */
export function registerFileRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.file === undefined && isFileRoute(route.url)) route.config = { ...route.config, file: true };
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = req.routeOptions.config?.file ? reply.getHeader('content-type') : undefined;
    if (typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type)) reply.header('content-type', 'application/json');
    done(null, payload);
  });
}
