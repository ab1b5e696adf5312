import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../core/endpoint.ts';
import { commonEndpoints } from '@ceping/contract';
import { currentUser } from '../../core/access.ts';
import { setAttachment } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { fail } from '../../core/errors.ts';
import { t } from '../../core/i18n.ts';
import { type OpenedFile, openDownload, openProfile, openResource } from './files.ts';
import { FileTooLargeError, MAX_FILE_BYTES, readFilePart, readSingleFile } from '../../core/upload.ts';
import { MAX_FILES, MAX_REQUEST_BYTES, type SavedUpload, acceptUpload, discard } from './service.ts';

/** Served uploads may never run as a page: no scripts, no plugins, sandboxed. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

function sendFile(reply: FastifyReply, file: OpenedFile) {
  return setAttachment(reply, file.downloadName).header('Content-Type', 'application/octet-stream').header('Content-Length', file.size).send(file.stream);
}

/** `/common/*` (RuoYi §5.2) and the public `/profile/**` file route. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dataDir } = app.deps.config;

  route(app, commonEndpoints.upload, async (req) => {
    const file = await readSingleFile(req, 'file');
    const saved = acceptUpload(dataDir, file.filename, file.mimetype, file.buf);
    return ok(req, undefined, { url: saved.fileName, fileName: saved.fileName, newFileName: saved.newFileName, originalFilename: saved.originalFilename });
  });

  route(app, commonEndpoints.uploads, async (req) => {
    const saved: SavedUpload[] = [];
    let total = 0;
    try {
      for await (const part of req.files({ limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES + 1 } })) {
        const buf = await readFilePart(part, MAX_FILE_BYTES);
        if (part.fieldname !== 'files') continue;
        if (saved.length >= MAX_FILES) throw fail('file.countExceeded', MAX_FILES);
        total += buf.length;
        if (total > MAX_REQUEST_BYTES) throw new FileTooLargeError(MAX_REQUEST_BYTES);
        saved.push(acceptUpload(dataDir, part.filename, part.mimetype, buf));
      }
    } catch (err) {
      discard(saved);
      throw err;
    }
    if (saved.length === 0) throw fail('file.required');
    const join = (k: 'fileName' | 'newFileName' | 'originalFilename') => saved.map((s) => s[k]).join(',');
    return ok(req, undefined, {
      urls: join('fileName'),
      fileNames: join('fileName'),
      newFileNames: join('newFileName'),
      originalFilenames: join('originalFilename'),
    });
  });

  route(app, commonEndpoints.download, async (req, reply) => {
    const remove = req.query.delete === 'true' || req.query.delete === '1';
    return sendFile(reply, await openDownload(dataDir, currentUser(req).userId, req.query.fileName, remove));
  });

  route(app, commonEndpoints.resource, async (req, reply) => sendFile(reply, await openResource(dataDir, req.query.resource)));

  route(app, commonEndpoints.profileFile, async (req, reply) => {
    const rest = (req.params as { '*'?: string })['*'] ?? '';
    const file = await openProfile(dataDir, `/profile/${rest}`);
    if (!file) return reply.status(404).send({ code: 404, msg: t(req, 'error.notFound') });
    if (!file.inline) setAttachment(reply, file.downloadName);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Security-Policy', FILE_CSP)
      .header('Cache-Control', 'public, max-age=86400')
      .send(file.stream);
  });
};
