import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sysOperLog } from '../db/schema/index.ts';

const SECRET_KEYS = /^(password|oldPassword|newPassword|confirmPassword|loginPassword|pwd|payPwd|oldPwd|newPwd|token|bankNo|bankCard|cardNo|secret|code)$/i;

/** Copies a request body with secrets replaced, for the operation log. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '******' : maskSecrets(v, depth + 1);
  return out;
}

declare module 'fastify' {
  interface FastifyRequest {
    operResult?: string;
  }
}

/** Writes `sys_oper_log` after each request whose route declares `config.log`, without delaying the reply. */
export function registerOperLog(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config?.log && typeof payload === 'string' && reply.getHeader('content-type')?.toString().includes('json')) {
      req.operResult = payload;
    }
    return payload;
  });
  app.addHook('onResponse', async (req: FastifyRequest, reply) => {
    const log = req.routeOptions.config?.log;
    if (!log) return;
    let code = 200;
    let msg = '';
    try {
      const parsed = req.operResult ? (JSON.parse(req.operResult) as { code?: number; msg?: string }) : {};
      code = parsed.code ?? 200;
      msg = parsed.msg ?? '';
    } catch {
      // Non-JSON replies (file downloads) count as success.
    }
    const params = { ...(req.query as object), ...(req.params as object), ...(typeof req.body === 'object' && req.body ? (req.body as object) : {}) };
    const row = {
      title: log.title,
      businessType: log.businessType,
      method: `${req.routeOptions.method} ${req.routeOptions.url}`.slice(0, 200),
      requestMethod: req.method,
      operatorType: 1,
      operName: req.user?.userName ?? '',
      deptName: req.user?.deptName ?? '',
      operUrl: req.url.split('?')[0].slice(0, 255),
      operIp: req.ip,
      operLocation: '',
      operParam: JSON.stringify(maskSecrets(params)).slice(0, 2000),
      jsonResult: code === 200 ? (req.operResult ?? '').slice(0, 2000) : '',
      status: code === 200 ? 0 : 1,
      errorMsg: code === 200 ? '' : msg.slice(0, 2000),
      costTime: Math.round(reply.elapsedTime),
    };
    db.insert(sysOperLog)
      .values(row)
      .catch((err: unknown) => req.log.warn({ err }, 'operation log not written'));
  });
}
