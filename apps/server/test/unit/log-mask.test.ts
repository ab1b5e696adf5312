import { describe, expect, it } from 'vitest';
import { maskQuerySecrets } from '../../src/app.ts';
import { maskSecrets } from '../../src/core/oper-log.ts';

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

describe('maskSecrets (operation-log parameters)', () => {
  it('hides password-like values at any depth and keeps everything else', () => {
    const params = { oldPassword: 'a1', newPassword: 'b2', user: { password: 'c3', nickName: 'n', payPwd: 'd4' }, list: [{ pwd: 'e5' }], userName: 'password' };
    expect(maskSecrets(params)).toEqual({
      oldPassword: '******',
      newPassword: '******',
      user: { password: '******', nickName: 'n', payPwd: '******' },
      list: [{ pwd: '******' }],
      userName: 'password',
    });
  });
});
