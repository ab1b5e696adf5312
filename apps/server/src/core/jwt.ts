import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 tokens signed and checked with node:crypto, synchronously. The WebCrypto path a JWT library
 * takes queues every HMAC as an asynchronous job: about 12 % of the server's busy time under a list
 * load, for a few microseconds of hashing. Only what Ceping issues is accepted: a compact JWS whose
 * header is exactly `alg: HS256` (optionally `typ: JWT`), a JSON object payload, and `exp`/`nbf`
 * honoured when present.
 */
const PART = /^[A-Za-z0-9_-]+$/;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const mac = (key: Buffer, input: string) => createHmac('sha256', key).update(input).digest();

function json(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function signHs256(key: Buffer, payload: Record<string, unknown>): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The payload of a valid token, else null (never throws). */
export function verifyHs256(key: Buffer, token: string, nowS = Date.now() / 1000): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) return null;
  const [head, body, sig] = parts;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(key, `${head}.${body}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const header = json(head);
  if (!isObject(header) || header.alg !== 'HS256') return null;
  if (Object.keys(header).some((k) => k !== 'alg' && k !== 'typ') || (header.typ !== undefined && header.typ !== 'JWT')) return null;
  const payload = json(body);
  if (!isObject(payload)) return null;
  if (payload.exp !== undefined && !(typeof payload.exp === 'number' && payload.exp > nowS)) return null;
  if (payload.nbf !== undefined && !(typeof payload.nbf === 'number' && payload.nbf <= nowS)) return null;
  return payload;
}
