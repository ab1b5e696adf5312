import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signHs256 } from '../../src/core/jwt.ts';
import { SESSION_PREFIX, Sessions } from '../../src/core/session.ts';
import { MemoryStore } from '../../src/core/store.ts';

afterEach(() => vi.useRealTimers());

const secret = randomBytes(32).toString('hex');
const access = {
  deptId: 100,
  deptName: 'Sales',
  roles: [{ roleId: 2, roleKey: 'seller', dataScope: '5', perms: ['system:task:list'] }],
  permissions: ['system:task:list'],
};

async function start() {
  const store = new MemoryStore();
  const sessions = new Sessions(store, secret, async () => access);
  const token = await sessions.create({ userId: 3, userName: 'seller', ...access, ipaddr: '127.0.0.1', loginLocation: '', browser: '', os: '' });
  return { store, sessions, token, tokenId: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).login_user_key as string };
}

describe('Sessions.resolve with its memos of verified tokens and parsed sessions', () => {
  it('gives every request its own copy: what one request changes on its user, the next does not see', async () => {
    const { sessions, token } = await start();
    const first = await sessions.resolve(`Bearer ${token}`);
    expect(first?.userName).toBe('seller');
    if (first) {
      first.userName = 'changed';
      first.deptId = null;
    }
    const second = await sessions.resolve(`Bearer ${token}`);
    expect(second).not.toBe(first);
    expect(second?.userName).toBe('seller');
    expect(second?.deptId).toBe(100);
  });

  it('reads the session from the store on every request: a changed or ended session counts at once', async () => {
    const { store, sessions, token, tokenId } = await start();
    const user = await sessions.resolve(token);
    expect(user?.deptName).toBe('Sales');
    await store.set(SESSION_PREFIX + tokenId, JSON.stringify({ ...user, deptName: 'Support' }), 60);
    expect((await sessions.resolve(token))?.deptName).toBe('Support');
    await sessions.remove(tokenId);
    expect(await sessions.resolve(token)).toBeNull();
    // removed by another instance sharing the store
    const again = await start();
    expect(await again.sessions.resolve(again.token)).not.toBeNull();
    await again.store.del(SESSION_PREFIX + again.tokenId);
    expect(await again.sessions.resolve(again.token)).toBeNull();
  });

  it('still refuses a tampered token or one signed with another key after the genuine one was accepted', async () => {
    const { sessions, token, tokenId } = await start();
    expect(await sessions.resolve(token)).not.toBeNull();
    const [h, b, s] = token.split('.');
    const flipped = `${h}.${b}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await sessions.resolve(flipped)).toBeNull();
    const foreign = signHs256(randomBytes(32), { login_user_key: tokenId, sub: 'seller' });
    expect(await sessions.resolve(foreign)).toBeNull();
    expect(await sessions.resolve(`${h}.${b}`)).toBeNull();
  });

  it('checks an expiry in a token on every request (such tokens are never memoized)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
    const { sessions, tokenId } = await start();
    const expiring = signHs256(Buffer.from(secret, 'utf8'), { login_user_key: tokenId, sub: 'seller', exp: Date.now() / 1000 + 10 });
    expect(await sessions.resolve(expiring)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-30T08:00:20Z'));
    expect(await sessions.resolve(expiring)).toBeNull();
  });
});
