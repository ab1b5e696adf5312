import { formatMessage, type Lang, type MessageKey, pickLang } from '@ceping/contract';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Request language: the client's Content-Language (what the UI shows), else Accept-Language, else zh-CN. */
export function requestLang(req: FastifyRequest): Lang {
  const h = req.headers['content-language'] ?? req.headers['accept-language'];
  return pickLang(Array.isArray(h) ? h[0] : h);
}

export const t = (req: FastifyRequest, key: MessageKey, ...args: unknown[]) => formatMessage(req.lang, key, ...args);
