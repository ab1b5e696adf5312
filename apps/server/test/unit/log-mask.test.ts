import { describe, expect, it } from 'vitest';
import { maskQuerySecrets } from '../../src/app.ts';
import { OPER_PARAM_MAX, operParamText } from '../../src/core/oper-log.ts';

describe('maskQuerySecrets', () => {
  it('hides secret query values and keeps everything else', () => {
    expect(maskQuerySecrets('/prod-api/system/pwd/check?pwd=123456')).toBe('/prod-api/system/pwd/check?pwd=******');
    expect(maskQuerySecrets('/x?a=1&PWD=abc&b=2')).toBe('/x?a=1&PWD=******&b=2');
    expect(maskQuerySecrets('/x?password=p%26q&newPwd=z#f')).toBe('/x?password=******&newPwd=******#f');
    expect(maskQuerySecrets('/prod-api/system/user/list?userName=pwd')).toBe('/prod-api/system/user/list?userName=pwd');
    // Older RuoYi clients still send passwords as query parameters (refused, but the url is logged).
    expect(maskQuerySecrets('/prod-api/system/user/profile/updatePwd?oldPassword=admin123&newPassword=s3cret')).toBe(
      '/prod-api/system/user/profile/updatePwd?oldPassword=******&newPassword=******',
    );
  });
});

describe('operParamText (operation-log parameters)', () => {
  it('hides password-like values at any depth and keeps everything else', () => {
    const params = { oldPassword: 'a1', newPassword: 'b2', user: { password: 'c3', nickName: 'n', payPwd: 'd4' }, list: [{ pwd: 'e5' }], userName: 'password' };
    expect(JSON.parse(operParamText(params))).toEqual({
      oldPassword: '******',
      newPassword: '******',
      user: { password: '******', nickName: 'n', payPwd: '******' },
      list: [{ pwd: '******' }],
      userName: 'password',
    });
    const deep = { a: { b: { c: { d: { e: { f: { g: { h: { password: 'deep' } } } } } } } } };
    expect(operParamText(deep)).not.toContain('deep"');
  });

  it('writes what JSON.stringify writes for an ordinary body', () => {
    const body = { a: 1, b: 'x\u0000"y', c: [true, null, 2.5], d: { e: [] }, skip: undefined, n: Number.NaN };
    expect(operParamText(body)).toBe(JSON.stringify(body));
  });

  it('bounds depth, size and cycles instead of throwing', () => {
    let deep: Record<string, unknown> = { end: 1 };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const text = operParamText(deep);
    expect(text.length).toBeLessThanOrEqual(OPER_PARAM_MAX);
    expect(text).toContain('"…"');
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(JSON.parse(operParamText(cyclic))).toEqual({ name: 'loop', self: '[circular]' });
    const wide = operParamText({ list: Array.from({ length: 1_000_000 }, (_, i) => i) });
    expect(wide.length).toBe(OPER_PARAM_MAX);
    expect(wide.endsWith('…')).toBe(true);
    expect(operParamText({ s: '😀'.repeat(3000) }).length).toBeLessThanOrEqual(OPER_PARAM_MAX);
  });
});
