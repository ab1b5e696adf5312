import { ALL_PERMISSION } from '@ceping/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SessionAccess, SessionRole } from '../../core/session.ts';
import type { Executor } from '../../db/client.ts';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.ts';

/** Roles (with the permission strings each grants) and the permission union of one user. */
export async function loadUserAuth(db: Executor, userId: number): Promise<{ roles: SessionRole[]; permissions: string[] }> {
  const roleRows = await db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey, dataScope: sysRole.dataScope, status: sysRole.status })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')));
  const enabled = roleRows.filter((r) => r.status === '0');
  const permRows = enabled.length
    ? await db
        .select({ roleId: sysRoleMenu.roleId, perms: sysMenu.perms })
        .from(sysRoleMenu)
        .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
        .where(
          and(
            inArray(
              sysRoleMenu.roleId,
              enabled.map((r) => r.roleId),
            ),
            eq(sysMenu.status, '0'),
            isNotNull(sysMenu.perms),
          ),
        )
    : [];
  const perRole = new Map<number, Set<string>>();
  for (const { roleId, perms } of permRows) {
    const set = perRole.get(roleId) ?? new Set<string>();
    for (const p of (perms ?? '').split(',')) if (p.trim()) set.add(p.trim());
    perRole.set(roleId, set);
  }
  const roles: SessionRole[] = roleRows.map((r) => ({
    roleId: r.roleId,
    roleKey: r.roleKey,
    dataScope: r.status === '0' ? r.dataScope : '0',
    perms: [...(perRole.get(r.roleId) ?? [])],
  }));
  const isAdmin = userId === 1 || enabled.some((r) => r.roleKey === 'admin');
  const permissions = isAdmin ? [ALL_PERMISSION] : [...new Set(roles.flatMap((r) => r.perms))].sort();
  return { roles: roles.filter((r) => r.dataScope !== '0'), permissions };
}

/**
 * What a live session needs to know of its user after the user's access changed: null when the
 * user is disabled or deleted (the session ends), else its roles, permissions and department.
 */
export async function loadSessionAccess(db: Executor, userId: number): Promise<SessionAccess | null> {
  const [user] = await db
    .select({ status: sysUser.status, delFlag: sysUser.delFlag, deptId: sysUser.deptId, deptName: sysDept.deptName })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(eq(sysUser.userId, userId));
  if (user?.status !== '0' || user.delFlag !== '0') return null;
  return { ...(await loadUserAuth(db, userId)), deptId: user.deptId, deptName: user.deptName ?? '' };
}
