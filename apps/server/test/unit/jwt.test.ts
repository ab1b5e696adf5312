import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from '../../src/core/jwt.ts';

const key = Buffer.from('k'.repeat(48));
const other = Buffer.from('o'.repeat(48));
const jose = (payload: Record<string, unknown>, alg = 'HS256', k = key, header: Record<string, unknown> = {}) =>
  new SignJWT(payload).setProtectedHeader({ alg, ...header }).sign(k);
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

describe('HS256 tokens with node:crypto', () => {
  it('reads a token a standard library signed, and a standard library reads ours', async () => {
    expect(verifyHs256(key, await jose({ login_user_key: 'a', sub: 'admin' }))).toEqual({ login_user_key: 'a', sub: 'admin' });
    expect(verifyHs256(key, await jose({ x: 1 }, 'HS256', key, { typ: 'JWT' }))).toEqual({ x: 1 });
    const ours = signHs256(key, { login_user_key: 'b', sub: 'seller' });
    const { payload, protectedHeader } = await jwtVerify(ours, key, { algorithms: ['HS256'] });
    expect(payload).toEqual({ login_user_key: 'b', sub: 'seller' });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
  });

  it('refuses another key, another algorithm, alg none, a changed payload, extra header fields and malformed text', async () => {
    expect(verifyHs256(key, await jose({ a: 1 }, 'HS256', other))).toBeNull();
    expect(verifyHs256(key, await jose({ a: 1 }, 'HS512'))).toBeNull();
    expect(verifyHs256(key, await jose({ a: 1 }, 'HS256', key, { crit: ['b64'], b64: true }))).toBeNull();
    expect(verifyHs256(key, await jose({ a: 1 }, 'HS256', key, { kid: 'x' }))).toBeNull();
    expect(verifyHs256(key, `${b64({ alg: 'none' })}.${b64({ a: 1 })}.`)).toBeNull();
    const [h, , s] = signHs256(key, { login_user_key: 'mine' }).split('.');
    expect(verifyHs256(key, `${h}.${b64({ login_user_key: 'yours' })}.${s}`)).toBeNull();
    const good = signHs256(key, { a: 1 });
    for (const bad of ['', 'a.b', `${good}.x`, `${good}=`, good.replace('.', '.+'), `${good.slice(0, -2)}`, ' '.repeat(3)]) {
      expect(verifyHs256(key, bad)).toBeNull();
    }
  });

  it('honours exp and nbf when present, and accepts only object payloads', () => {
    expect(verifyHs256(key, signHs256(key, { exp: 100 }), 99)).toEqual({ exp: 100 });
    expect(verifyHs256(key, signHs256(key, { exp: 100 }), 100)).toBeNull();
    expect(verifyHs256(key, signHs256(key, { exp: '200' }), 99)).toBeNull();
    expect(verifyHs256(key, signHs256(key, { nbf: 50 }), 49)).toBeNull();
    expect(verifyHs256(key, signHs256(key, { nbf: 50 }), 50)).toEqual({ nbf: 50 });
    const body = `${b64({ alg: 'HS256' })}.${b64([1, 2])}`;
    const [, , sig] = signHs256(key, {}).split('.');
    expect(verifyHs256(key, `${body}.${sig}`)).toBeNull();
  });
});
