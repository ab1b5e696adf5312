import { ANY_USER, PUBLIC, Perm } from '@ceping/contract';
import type { RouteEntry } from '../src/core/access.ts';
import { sysRole, sysUser, sysUserRole } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/password.ts';
import type { TestContext } from './helpers.ts';

/** Every permission string `Perm` defines. */
export function knownPerms(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(Perm);
  return out;
}

/** A concrete URL for a route pattern: every `:param` (with or without a regex) and `*` become `1`. */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, '1');

export const permissioned = (table: RouteEntry[]) => table.filter((r) => r.perm && r.perm !== PUBLIC && r.perm !== ANY_USER);
export const anyUser = (table: RouteEntry[]) => table.filter((r) => r.perm === ANY_USER);

/** Creates an enabled user whose only role grants no menus at all, and returns its Authorization value. */
export async function loginWithoutPermissions(ctx: TestContext, userName = 'noperm'): Promise<string> {
  const [role] = await ctx.db
    .insert(sysRole)
    .values({ roleName: `无权限-${userName}`, roleKey: `none_${userName}`, roleSort: 99, dataScope: '5', createBy: 'test' })
    .returning({ roleId: sysRole.roleId });
  const [user] = await ctx.db
    .insert(sysUser)
    .values({ userName, nickName: userName, password: await hashPassword('admin123'), deptId: 110, createBy: 'test' })
    .returning({ userId: sysUser.userId });
  await ctx.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return ctx.login(userName);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
