import { ALL_PERMISSION, ANY_USER, type Endpoint, PUBLIC, SUPER_ROLE } from '@ceping/contract';
import { type AnyColumn, type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sysDept, sysRoleDept } from '../db/schema/index.ts';
import { AppError, forbidden } from './errors.ts';
import { assertSecondPassword } from './second-password.ts';
import type { LoginUser, Sessions } from './session.ts';

/** RuoYi operation types (dict sys_oper_type). */
export const BusinessType = { OTHER: 0, INSERT: 1, UPDATE: 2, DELETE: 3, GRANT: 4, EXPORT: 5, IMPORT: 6, FORCE: 7, GENCODE: 8, CLEAN: 9 } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A permission string, `ANY_USER` (any logged-in user) or `PUBLIC`. Every API route must declare one. */
    perm?: string;
    /** Operation-log entry written after the request. */
    log?: { title: string; businessType: number };
    /** The caller must have entered its second password within the last minutes (money actions). */
    secondPassword?: boolean;
  }
  interface FastifyRequest {
    user: LoginUser | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  perm: string | undefined;
  /** The contract's description the route was registered from (`core/endpoint.ts`). */
  endpoint: Endpoint | undefined;
}

export const isAdminUser = (u: Pick<LoginUser, 'userId' | 'roles'>) => u.userId === 1 || u.roles.some((r) => r.roleKey === SUPER_ROLE);

export function hasPermi(u: LoginUser, perm: string): boolean {
  return u.permissions.includes(ALL_PERMISSION) || u.permissions.includes(perm);
}
export function hasRole(u: LoginUser, role: string): boolean {
  return u.roles.some((r) => r.roleKey === SUPER_ROLE || r.roleKey === role);
}

/** The logged-in caller; routes behind a non-public policy can rely on it. */
export function currentUser(req: FastifyRequest): LoginUser {
  if (!req.user) throw new AppError(401, 'error.unauthorized', [req.url]);
  return req.user;
}

/**
 * Registers the access layer: records every route with its policy (startup fails on a `/prod-api`
 * route without one), resolves the session, answers 401/403 before the handler runs.
 */
export function registerAccess(app: FastifyInstance, sessions: Sessions, routeTable: RouteEntry[]) {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/prod-api') || route.method === 'HEAD') return;
    const perm = route.config?.perm;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) routeTable.push({ method: m, url: route.url, perm, endpoint: route.config?.endpoint });
    if (!perm) throw new Error(`Route ${methods.join(',')} ${route.url} declares no permission policy`);
  });
  // onRequest: refused callers never get their body parsed or validated (no schema hints before 401/403).
  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    const perm = req.routeOptions.config?.perm;
    if (!perm || !req.routeOptions.url?.startsWith('/prod-api')) return;
    req.user = await sessions.resolve(req.headers.authorization);
    if (perm === PUBLIC) return;
    if (!req.user) throw new AppError(401, 'error.unauthorized', [req.url.split('?')[0]]);
    if (perm !== ANY_USER && !hasPermi(req.user, perm)) throw forbidden();
    if (req.routeOptions.config?.secondPassword) await assertSecondPassword(app.deps.store, req.user.tokenId);
  });
}

/**
 * RuoYi data scope as a SQL condition on a query that has a department column (and optionally a
 * user column). Only roles that themselves grant `perm` qualify; `undefined` means no filter.
 */
export function dataScopeOf(u: LoginUser, perm: string | undefined, cols: { dept: AnyColumn; user?: AnyColumn }): SQL | undefined {
  if (isAdminUser(u)) return undefined;
  const qualifying = u.roles.filter((r) => !perm || r.perms.includes(perm) || r.perms.includes(ALL_PERMISSION));
  const conds: SQL[] = [];
  const seen = new Set<string>();
  for (const r of qualifying) {
    if (r.dataScope === '1') return undefined;
    if (seen.has(r.dataScope) && r.dataScope !== '2') continue;
    seen.add(r.dataScope);
    if (r.dataScope === '2') {
      conds.push(sql`${cols.dept} in (select ${sysRoleDept.deptId} from ${sysRoleDept} where ${sysRoleDept.roleId} = ${r.roleId})`);
    } else if (r.dataScope === '3') {
      conds.push(u.deptId ? eq(cols.dept, u.deptId) : sql`false`);
    } else if (r.dataScope === '4') {
      conds.push(
        u.deptId
          ? inArray(
              cols.dept,
              sql`(select ${sysDept.deptId} from ${sysDept} where ${sysDept.deptId} = ${u.deptId} or ${u.deptId}::text = any(string_to_array(${sysDept.ancestors}, ',')))`,
            )
          : sql`false`,
      );
    } else if (r.dataScope === '5') {
      conds.push(cols.user ? eq(cols.user, u.userId) : sql`false`);
    }
  }
  if (conds.length === 0) return sql`false`;
  return sql`(${sql.join(conds, sql` or `)})`;
}
