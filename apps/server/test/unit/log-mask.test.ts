import { describe, expect, it } from 'vitest';
import { maskQuerySecrets } from '../../src/app.ts';

describe('maskQuerySecrets', () => {
  it('hides secret query values and keeps everything else', () => {
    expect(maskQuerySecrets('/prod-api/system/pwd/check?pwd=123456')).toBe('/prod-api/system/pwd/check?pwd=******');
    expect(maskQuerySecrets('/x?a=1&PWD=abc&b=2')).toBe('/x?a=1&PWD=******&b=2');
    expect(maskQuerySecrets('/x?password=p%26q&newPwd=z#f')).toBe('/x?password=******&newPwd=******#f');
    expect(maskQuerySecrets('/prod-api/system/user/list?userName=pwd')).toBe('/prod-api/system/user/list?userName=pwd');
    // Older RuoYi clients change passwords with query parameters.
    expect(maskQuerySecrets('/prod-api/system/user/profile/updatePwd?oldPassword=admin123&newPassword=s3cret')).toBe(
      '/prod-api/system/user/profile/updatePwd?oldPassword=******&newPassword=******',
    );
  });
});
