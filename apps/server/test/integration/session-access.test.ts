import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { sysUser } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { U, simpleTask } from './task-fixtures.ts';

/**
 * Disabling, deleting or changing the roles of an account acts on its live sessions whichever route
 * does it (issue 8 finding 2): the session is checked against the user's access version on every
 * request, and every write of status, deletion, department or roles bumps that version.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(() => ctx.close());

const getInfo = (token: string) => ctx.call<{ permissions: string[]; roles: string[] }>({ method: 'GET', url: '/prod-api/getInfo', token });
const publish = (token: string) => ctx.call({ method: 'POST', url: '/prod-api/system/task', token, payload: simpleTask() });
const setStatus = (userId: number, status: '0' | '1') => ctx.db.update(sysUser).set({ status }).where(eq(sysUser.userId, userId));

/** A fresh seller account (role `common`) through the user screen, logged in. */
async function newSeller(): Promise<{ userId: number; token: string }> {
  const userName = `sa_${randomBytes(3).toString('hex')}`;
  const res = await ctx.call({
    method: 'POST',
    url: '/prod-api/system/user',
    token: admin,
    payload: { userName, nickName: userName, password: 'admin123', roleIds: [3], deptId: 100 },
  });
  expect(res.msg).toBe('操作成功');
  const [row] = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, userName));
  return { userId: row.userId, token: await ctx.login(userName) };
}

describe('customer screen', () => {
  it('disabling a seller there ends its live sessions: the next request is 401 and it cannot publish', async () => {
    const token = await ctx.login('seller2');
    expect((await getInfo(token)).code).toBe(200);
    try {
      const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/customer', token: admin, payload: { userId: U.seller2, status: '1' } });
      expect(res.msg).toBe('操作成功');
      expect((await getInfo(token)).code).toBe(401);
      expect((await publish(token)).code).toBe(401);
    } finally {
      await setStatus(U.seller2, '0');
    }
  });

  it('an edit that keeps the seller enabled keeps its session', async () => {
    const token = await ctx.login('seller2');
    const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/customer', token: admin, payload: { userId: U.seller2, remark: 'still here' } });
    expect(res.msg).toBe('操作成功');
    expect((await getInfo(token)).code).toBe(200);
  });
});

describe('user screen', () => {
  it('changeStatus to disabled ends the sessions; enabling again does not revive them', async () => {
    const { userId, token } = await newSeller();
    expect((await publish(token)).code).not.toBe(401);
    expect((await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', token: admin, payload: { userId, status: '1' } })).code).toBe(200);
    await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', token: admin, payload: { userId, status: '0' } });
    expect((await getInfo(token)).code).toBe(401);
  });

  it('an edit that disables the user ends its sessions', async () => {
    const { userId, token } = await newSeller();
    const res = await ctx.call({
      method: 'PUT',
      url: '/prod-api/system/user',
      token: admin,
      payload: { userId, nickName: 'off', status: '1', deptId: 100, roleIds: [3] },
    });
    expect(res.code).toBe(200);
    expect((await publish(token)).code).toBe(401);
  });

  it('deleting the user ends its sessions', async () => {
    const { userId, token } = await newSeller();
    expect((await ctx.call({ method: 'DELETE', url: `/prod-api/system/user/${userId}`, token: admin })).code).toBe(200);
    expect((await getInfo(token)).code).toBe(401);
  });

  it('a role change rewrites the permissions of the live session', async () => {
    const { userId, token } = await newSeller();
    const before = await getInfo(token);
    expect(before.roles).toEqual(['common']);
    const res = await ctx.call({ method: 'PUT', url: '/prod-api/system/user/authRole', token: admin, query: { userId: String(userId), roleIds: '2' } });
    expect(res.code).toBe(200);
    const after = await getInfo(token);
    expect(after.code).toBe(200);
    expect(after.roles).toEqual(['service']);
    expect(after.permissions).not.toEqual(before.permissions);
    expect((await publish(token)).code).toBe(403);
  });
});

describe('one check for every instance', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second instance on the same database and store: a change made through one ends sessions on both.
    second = await buildApp({ ...ctx.app.deps });
    await second.ready();
  });
  afterAll(() => second.close());

  it('a user disabled through one instance is refused by the other', async () => {
    const { userId, token } = await newSeller();
    const onSecond = () => second.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: token } }).then((r) => r.json().code);
    expect(await onSecond()).toBe(200);
    await ctx.call({ method: 'PUT', url: '/prod-api/system/user/changeStatus', token: admin, payload: { userId, status: '1' } });
    expect(await onSecond()).toBe(401);
  });
});
