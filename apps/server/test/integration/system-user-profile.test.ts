import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SysUser } from '@ceping/contract';
import { createCanvas } from '@napi-rs/canvas';
import { verify } from '@node-rs/bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';
import { multipart, pngImage, roleIdsOf, userRow } from './system-user.fixtures.ts';

let ctx: TestContext;
let dataDir: string;
let seller: string;
const SELLER = 3;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ceping-profile-'));
  ctx = await createTestContext({ dataDir });
  seller = await ctx.login('seller');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (url: string, payload: object, token = seller) => ctx.call({ method: 'PUT', url: `/prod-api/system/user/profile${url}`, payload, token });

describe('GET /system/user/profile', () => {
  it('returns the caller with role and post names', async () => {
    const res = await ctx.call<{ data: SysUser; roleGroup: string; postGroup: string }>({ method: 'GET', url: '/prod-api/system/user/profile', token: seller });
    expect(res.code).toBe(200);
    expect(res.data.userName).toBe('seller');
    expect(res.data).not.toHaveProperty('password');
    expect(res.roleGroup).toBe('商家');
    expect(res.postGroup).toBe('');
    const admin = await ctx.call<{ roleGroup: string; postGroup: string }>({
      method: 'GET',
      url: '/prod-api/system/user/profile',
      token: await ctx.login('admin'),
    });
    expect(admin.postGroup).toBe('董事长');
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/user/profile' })).code).toBe(401);
  });
});

describe('PUT /system/user/profile', () => {
  it('takes only nickName, phonenumber, email and sex', async () => {
    const before = await userRow(ctx, SELLER);
    const res = await put('', {
      nickName: '新昵称',
      phonenumber: '13911112222',
      email: 'me@shop.cn',
      sex: '2',
      money: '99999',
      frozen: '-5',
      rate: '-50',
      addMoney: '-10',
      status: '1',
      roleIds: [1],
      deptId: 103,
      userName: 'hacker',
      userId: 1,
      parentId: 4,
      siteId: 9,
      avatar: '/profile/avatar/x.png',
    });
    expect(res.code).toBe(200);
    const row = await userRow(ctx, SELLER);
    expect(row).toMatchObject({ nickName: '新昵称', phonenumber: '13911112222', email: 'me@shop.cn', sex: '2' });
    const { money, frozen, rate, addMoney, status, deptId, userName, parentId, siteId, avatar } = before;
    expect(row).toMatchObject({ money, frozen, rate, addMoney, status, deptId, userName, parentId, siteId, avatar });
    expect(row.userName).toBe('seller');
    expect(row.status).toBe('0');
    expect(await roleIdsOf(ctx, SELLER)).toEqual([3]);
    expect((await userRow(ctx, 1)).nickName).toBe('管理员');
  });

  it('refuses a phone or email used by someone else, and invalid values', async () => {
    expect((await put('', { nickName: 'x', phonenumber: '13800000002' })).msg).toBe("修改用户'seller'失败，手机号码已存在");
    expect((await put('', { nickName: 'x', email: 'seller2@ceping.example' })).msg).toBe("修改用户'seller'失败，邮箱账号已存在");
    expect((await put('', { nickName: 'x', email: 'nope' })).msg).toBe('请输入正确的邮箱地址');
    expect((await put('', { nickName: 'x', sex: '5' })).code).toBe(500);
    // Its own current values are not a conflict.
    expect((await put('', { nickName: '新昵称', phonenumber: '13911112222', email: 'me@shop.cn' })).code).toBe(200);
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  it('checks the old password and refuses an unchanged one', async () => {
    expect((await put('/updatePwd', { oldPassword: 'wrong-one', newPassword: 'newpass1' })).msg).toBe('修改密码失败，旧密码错误');
    expect((await put('/updatePwd', { oldPassword: 'admin123', newPassword: 'admin123' })).msg).toBe('新密码不能与旧密码相同');
    expect((await put('/updatePwd', { oldPassword: 'admin123', newPassword: 'abc' })).msg).toBe('用户密码长度必须介于 5 和 20 之间');
    expect((await put('/updatePwd', { newPassword: 'newpass1' })).code).toBe(500);
  });

  it('stores the new hash, stamps pwd_update_date, keeps this session and ends the others', async () => {
    const other = await ctx.login('seller');
    const res = await put('/updatePwd', { oldPassword: 'admin123', newPassword: 'newpass1' });
    expect(res.code).toBe(200);
    const row = await userRow(ctx, SELLER);
    expect(await verify('newpass1', row.password)).toBe(true);
    expect(row.pwdUpdateDate).toBeInstanceOf(Date);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token: seller })).code).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/getInfo', token: other })).code).toBe(401);
    await ctx.login('seller', 'newpass1');
  });
});

describe('PUT /system/user/profile/updatePwd with the passwords in the query (RuoYi before 3.8.9)', () => {
  const SELLER2 = 4;
  let n = 0;
  /** updatePwd allows 10 attempts a minute per address; each call here comes from its own. */
  const send = (token: string, query: Record<string, string>, extra: { payload?: string | object; headers?: Record<string, string> } = {}) =>
    ctx.call({ method: 'PUT', url: '/prod-api/system/user/profile/updatePwd', query, token, remoteAddress: `10.7.0.${++n}`, ...extra });
  const zhRefused = '修改密码失败，旧密码和新密码只能放在请求体中提交';
  const enRefused = 'Password not changed: send oldPassword and newPassword in the request body, never in the URL';

  it('is refused with a clear message and changes nothing, with or without a body or a JSON content type', async () => {
    const token = await ctx.login('seller2');
    const before = (await userRow(ctx, SELLER2)).password;
    const query = { oldPassword: 'admin123', newPassword: 'querypw1' };
    expect(await send(token, query)).toEqual({ code: 500, msg: zhRefused });
    expect(await send(token, query, { payload: '', headers: { 'content-type': 'application/json;charset=utf-8' } })).toEqual({ code: 500, msg: zhRefused });
    expect(await send(token, { newPassword: 'querypw1' })).toEqual({ code: 500, msg: zhRefused });
    // Even next to a valid body: the secret already travelled in the URL.
    expect(await send(token, query, { payload: { oldPassword: 'admin123', newPassword: 'frombody1' } })).toEqual({ code: 500, msg: zhRefused });
    expect(await send(token, query, { headers: { 'content-language': 'en-US' } })).toEqual({ code: 500, msg: enRefused });
    expect((await send('', query)).code).toBe(401);
    expect((await userRow(ctx, SELLER2)).password).toBe(before);
    // The body form still works.
    expect(await send(token, {}, { payload: { oldPassword: 'admin123', newPassword: 'frombody1' } })).toEqual({ code: 200, msg: '操作成功' });
    expect(await verify('frombody1', (await userRow(ctx, SELLER2)).password)).toBe(true);
  });

  it('answers a request without a body with the generic message, never a "?" field', async () => {
    const token = await ctx.login('seller2', 'frombody1');
    for (const extra of [{}, { payload: '', headers: { 'content-type': 'application/json' } }]) {
      const res = await send(token, {}, extra);
      expect(res).toEqual({ code: 500, msg: '请求参数不正确' });
    }
    const en = await ctx.call({ method: 'PUT', url: '/prod-api/system/user', token: await ctx.login('admin'), headers: { 'content-language': 'en-US' } });
    expect(en).toEqual({ code: 500, msg: 'Invalid request parameters' });
  });
});

describe('POST /system/user/profile/avatar', () => {
  const upload = (field: string, name: string, content: Buffer, token = seller) =>
    ctx.call<{ imgUrl: string }>({ method: 'POST', url: '/prod-api/system/user/profile/avatar', ...multipart(field, name, content, 'image/png'), token });

  it('stores a real PNG under avatar/yyyy/MM/dd and replaces the previous file', async () => {
    const png = pngImage();
    const first = await upload('avatarfile', 'me.png', png);
    expect(first.code).toBe(200);
    expect(first.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const firstFile = path.join(dataDir, first.imgUrl.replace(/^\/profile\//, ''));
    expect(readFileSync(firstFile).equals(png)).toBe(true);
    expect((await userRow(ctx, SELLER)).avatar).toBe(first.imgUrl);
    const second = await upload('avatarfile', 'again.PNG', png);
    expect(second.code).toBe(200);
    expect(existsSync(firstFile)).toBe(false);
    expect((await userRow(ctx, SELLER)).avatar).toBe(second.imgUrl);
  });

  it("takes the type from the bytes, not the name: the cropper's PNG named a.jpg or blob is stored as .png", async () => {
    const png = pngImage();
    const jpeg = createCanvas(8, 8).toBuffer('image/jpeg');
    const gif = createCanvas(8, 8).toBuffer('image/gif');
    const cases: [string, Buffer, string][] = [
      ['a.jpg', png, 'png'],
      ['blob', png, 'png'],
      ['blob', jpeg, 'jpg'],
      ['photo.png', gif, 'gif'],
      ['avatar.svg', png, 'png'],
    ];
    for (const [name, content, ext] of cases) {
      const res = await upload('avatarfile', name, content);
      expect(res.code, name).toBe(200);
      expect(res.imgUrl, name).toMatch(new RegExp(`^/profile/avatar/\\d{4}/\\d{2}/\\d{2}/[0-9a-f]{32}\\.${ext}$`));
      expect(readFileSync(path.join(dataDir, res.imgUrl.replace(/^\/profile\//, ''))).equals(content), name).toBe(true);
      expect((await userRow(ctx, SELLER)).avatar).toBe(res.imgUrl);
    }
  });

  it('refuses non-images whatever their name: HTML as .png or blob, a PDF, an empty file', async () => {
    const before = (await userRow(ctx, SELLER)).avatar;
    for (const [name, content] of [
      ['blob', Buffer.from('<html><script>alert(1)</script></html>')],
      ['a.jpg', Buffer.from('%PDF-1.4\n1 0 obj\n')],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      expect(await upload('avatarfile', name, content), name).toEqual({ code: 500, msg: '文件格式不正确，请上传 jpg/jpeg/png/gif/bmp 格式的图片' });
    }
    expect((await userRow(ctx, SELLER)).avatar).toBe(before);
  });

  it('refuses HTML named .png, svg and missing files', async () => {
    const before = (await userRow(ctx, SELLER)).avatar;
    const html = await upload('avatarfile', 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.code).toBe(500);
    expect(html.msg).toBe('文件格式不正确，请上传 jpg/jpeg/png/gif/bmp 格式的图片');
    expect((await upload('avatarfile', 'x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).code).toBe(500);
    expect((await upload('other', 'me.png', pngImage())).code).toBe(500);
    expect((await userRow(ctx, SELLER)).avatar).toBe(before);
    const anon = await ctx.call({ method: 'POST', url: '/prod-api/system/user/profile/avatar', ...multipart('avatarfile', 'me.png', pngImage()) });
    expect(anon.code).toBe(401);
  });
});
