import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizSignIn, sysUser } from '../../src/db/schema/index.ts';
import { signIn, signInInfo } from '../../src/modules/signin/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';

type Info = { today: string; signedToday: boolean; streak: number; totalDays: number; month: string; monthDates: string[] };

let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'staff', 'seller', 'seller2']) tokens[name] = await ctx.login(name);
});
afterAll(() => ctx.close());

const post = (token: string | undefined, lang = 'zh-CN') =>
  ctx.call<{ data?: Info }>({ method: 'POST', url: '/prod-api/system/signIn', token, headers: { 'content-language': lang } });
const info = async (token: string) => {
  const res = await ctx.call<{ data: Info }>({ method: 'GET', url: '/prod-api/system/signIn/info', token });
  expect(res.code).toBe(200);
  return res.data;
};
const userId = async (name: string) => (await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, name)))[0].id;
const rowsOf = (id: number) => ctx.db.select().from(bizSignIn).where(eq(bizSignIn.userId, id)).orderBy(bizSignIn.signDate);
/** GMT+8 wall time `yyyy-MM-ddTHH:mm:ss` as an instant. */
const at = (wall: string) => Date.parse(`${wall}+08:00`);
const todayGmt8 = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('POST /system/signIn', () => {
  it('signs the caller in for today and answers the new status', async () => {
    const before = await info(tokens.seller);
    expect(before).toMatchObject({ signedToday: false, streak: 0, totalDays: 0, monthDates: [] });
    expect(before.today).toBe(todayGmt8());
    expect(before.month).toBe(before.today.slice(0, 7));

    const res = await post(tokens.seller);
    expect(res.code).toBe(200);
    expect(res.msg).toBe('签到成功，已连续签到 1 天');
    expect(res.data).toEqual({ ...before, signedToday: true, streak: 1, totalDays: 1, monthDates: [before.today] });
    expect(await info(tokens.seller)).toEqual(res.data);

    const rows = await rowsOf(await userId('seller'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ signDate: before.today, streak: 1 });
  });

  it('a second check-in the same day answers "already signed in today" in the caller language and changes nothing', async () => {
    const token = tokens.staff;
    expect((await post(token, 'en-US')).code).toBe(200);
    const after = await info(token);
    const again = await post(token, 'en-US');
    expect(again).toMatchObject({ code: 601, msg: 'You have already signed in today' });
    expect(again.data).toBeUndefined();
    expect(await post(token, 'zh-CN')).toMatchObject({ code: 601, msg: '今天已经签到过了' });
    expect(await info(token)).toEqual(after);
    expect(await rowsOf(await userId('staff'))).toHaveLength(1);
  });

  it('parallel check-ins (a double click, two tabs) store one row and answer once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(tokens.admin)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 601)).toHaveLength(11);
    const rows = await rowsOf(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].streak).toBe(1);
  });

  it('keeps users apart: one user signing does not sign another', async () => {
    // seller signed in above; seller2 has not.
    expect(await info(tokens.seller2)).toMatchObject({ signedToday: false, streak: 0, totalDays: 0, monthDates: [] });
    expect((await post(tokens.seller2)).code).toBe(200);
    expect(await info(tokens.seller2)).toMatchObject({ signedToday: true, streak: 1, totalDays: 1 });
    expect(await info(tokens.seller)).toMatchObject({ signedToday: true, streak: 1, totalDays: 1 });
    expect(await rowsOf(await userId('seller2'))).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await post(undefined)).code).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/prod-api/system/signIn/info' })).code).toBe(401);
  });
});

describe('streaks across days (clock passed to the service)', () => {
  it('counts consecutive GMT+8 days, keeps a streak alive until a day is missed, and starts again at 1', async () => {
    const id = await userId('subseller');
    // Late on 2024-02-27 in China (15:30 UTC): the day is the GMT+8 one.
    const d1 = await signIn(ctx.db, id, at('2024-02-27T23:30:00'));
    expect(d1).toMatchObject({ today: '2024-02-27', signedToday: true, streak: 1, totalDays: 1, month: '2024-02', monthDates: ['2024-02-27'] });
    // 30 minutes later it is the 28th in GMT+8 (still the 27th in UTC).
    const d2 = await signIn(ctx.db, id, at('2024-02-28T00:00:00'));
    expect(d2).toMatchObject({ today: '2024-02-28', streak: 2, totalDays: 2, monthDates: ['2024-02-27', '2024-02-28'] });
    // Leap day, then a new month: the month strip starts over, the streak does not.
    expect(await signIn(ctx.db, id, at('2024-02-29T08:00:00'))).toMatchObject({ streak: 3 });
    const d4 = await signIn(ctx.db, id, at('2024-03-01T12:00:00'));
    expect(d4).toMatchObject({ today: '2024-03-01', streak: 4, totalDays: 4, month: '2024-03', monthDates: ['2024-03-01'] });
    // Twice on one day: refused, nothing stored.
    await expect(signIn(ctx.db, id, at('2024-03-01T23:59:59'))).rejects.toMatchObject({ code: 601, key: 'signIn.already' });

    // The next day, not signed yet: the streak is still alive.
    expect(await signInInfo(ctx.db, id, at('2024-03-02T10:00:00'))).toMatchObject({ signedToday: false, streak: 4, totalDays: 4 });
    // A day missed: the streak is gone, and the next check-in starts at 1.
    expect(await signInInfo(ctx.db, id, at('2024-03-03T10:00:00'))).toMatchObject({ signedToday: false, streak: 0, totalDays: 4 });
    const d5 = await signIn(ctx.db, id, at('2024-03-03T10:00:00'));
    expect(d5).toMatchObject({ streak: 1, totalDays: 5, monthDates: ['2024-03-01', '2024-03-03'] });
    expect(await signIn(ctx.db, id, at('2024-03-04T00:00:01'))).toMatchObject({ streak: 2, totalDays: 5 + 1 });

    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.signDate, r.streak])).toEqual([
      ['2024-02-27', 1],
      ['2024-02-28', 2],
      ['2024-02-29', 3],
      ['2024-03-01', 4],
      ['2024-03-03', 1],
      ['2024-03-04', 2],
    ]);
    // The stored creation time is the injected clock.
    expect(rows[0].createTime.getTime()).toBe(at('2024-02-27T23:30:00'));
  });

  it('parallel check-ins on the service store one row with the right streak', async () => {
    const id = await userId('seller2');
    await signIn(ctx.db, id, at('2024-06-10T09:00:00'));
    const now = at('2024-06-11T09:00:00');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => signIn(ctx.db, id, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(7);
    const june = (await rowsOf(id)).filter((r) => r.signDate.startsWith('2024-06'));
    expect(june.map((r) => [r.signDate, r.streak])).toEqual([
      ['2024-06-10', 1],
      ['2024-06-11', 2],
    ]);
  });
});
