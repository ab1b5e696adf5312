import { hash } from '@node-rs/bcrypt';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/core/access.ts';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import { type TestContext, createTestContext } from '../helpers.ts';
import { type Method, concreteUrl, permissioned } from '../security-support.ts';

/**
 * The route-permission matrix. Every permission guarding a route gets an index; for each bit of that
 * index two users exist: one holding every permission whose bit is 0, one holding every permission
 * whose bit is 1. A route guarded by permission p must then answer
 *  - not 403 to a user holding p (and 401 to none of them), and
 *  - 403 to each of the users holding the permissions on the other side of each of p's bits.
 * Any other permission q differs from p in some bit, so a route that checked q — or any permission
 * at all — instead of p is refused to one of its holders or admitted for one of the others.
 */
let ctx: TestContext;
let routes: RouteEntry[];
let perms: string[];
/** Permissions guarding a route that no seeded menu grants (none expected). */
let unseeded: string[] = [];
/** holders[bit][value] = the Authorization of the user holding the permissions with that bit value. */
const holders: [string, string][] = [];

const bitsOf = (n: number) => Math.max(1, Math.ceil(Math.log2(n)));

beforeAll(async () => {
  ctx = await createTestContext();
  routes = permissioned(ctx.app.routeTable);
  perms = [...new Set(routes.map((r) => r.perm as string))].sort();

  // the seeded menu rows granting each permission (every guarded route's permission is on a seeded menu)
  const rows = await ctx.db.select({ menuId: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu).where(inArray(sysMenu.perms, perms));
  const menuOf = new Map<string, number[]>();
  for (const r of rows) menuOf.set(r.perms as string, [...(menuOf.get(r.perms as string) ?? []), r.menuId]);
  unseeded = perms.filter((p) => !menuOf.has(p));

  const password = await hash('admin123', { cost: 4 });
  for (let bit = 0; bit < bitsOf(perms.length); bit++) {
    const pair: string[] = [];
    for (const value of [0, 1]) {
      const key = `mx_${bit}_${value}`;
      const [role] = await ctx.db
        .insert(sysRole)
        .values({ roleName: key, roleKey: key, roleSort: 40, dataScope: '1', createBy: 'test' })
        .returning({ roleId: sysRole.roleId });
      const menus = perms.flatMap((p, i) => (((i >> bit) & 1) === value ? (menuOf.get(p) ?? []) : []));
      await ctx.db.insert(sysRoleMenu).values(menus.map((menuId) => ({ roleId: role.roleId, menuId })));
      const [user] = await ctx.db
        .insert(sysUser)
        .values({ userName: key, nickName: key, deptId: 103, password, createBy: 'test' })
        .returning({ userId: sysUser.userId });
      await ctx.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
      pair.push(await ctx.login(key));
    }
    holders.push(pair as [string, string]);
  }
}, 120_000);
afterAll(() => ctx.close());

/** The envelope's code (HTTP status where the answer is a file or not JSON). */
async function codeOf(token: string, r: RouteEntry): Promise<number> {
  const method = r.method as Method;
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const res = await ctx.app.inject({ method, url: concreteUrl(r.url), headers: { authorization: token }, ...(hasBody ? { payload: {} } : {}) });
  if (!String(res.headers['content-type']).startsWith('application/json')) return res.statusCode;
  return res.json<{ code: number }>().code;
}

describe('route-permission matrix', () => {
  it('covers every permissioned route, each with a permission a seeded menu grants', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(perms.length).toBeGreaterThan(100);
    expect(unseeded).toEqual([]);
    expect(holders.length).toBe(bitsOf(perms.length));
  });

  it('admits each route for a user holding its permission and refuses it to users holding only others', async () => {
    const wrong: string[] = [];
    // reads first, then writes, and deletions last, so a write's effect cannot hide a read's answer
    const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as Record<string, number>;
    const sorted = [...routes].sort((a, b) => order[a.method as string] - order[b.method as string]);
    for (const r of sorted) {
      const i = perms.indexOf(r.perm as string);
      const withIt = await codeOf(holders[0][i & 1], r);
      if (withIt === 403 || withIt === 401) wrong.push(`${r.method} ${r.url} with ${r.perm} → ${withIt}`);
      for (let bit = 0; bit < holders.length; bit++) {
        const without = await codeOf(holders[bit][1 - ((i >> bit) & 1)], r);
        if (without !== 403) wrong.push(`${r.method} ${r.url} without ${r.perm} (bit ${bit}) → ${without}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
