import { type SQL, and, eq, inArray } from 'drizzle-orm';
import type { Sessions } from '../../../core/session.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { sysUser, sysUserRole } from '../../../db/schema/index.ts';

/**
 * The only writer of what decides whether and how a user may act: `sys_user.status`, `del_flag`,
 * `dept_id` and the `sys_user_role` links. It exists only inside {@link changeUserAccess}, which
 * moves the users' access version once the transaction has committed, so every live session of
 * theirs is re-checked on its next request whatever route made the change. A change of what a role
 * grants (its menus, data scope or status, or a menu's permission) names the roles
 * ({@link AccessWriter.rolesChanged}): their holders are touched the same way.
 * `test/unit/user-access-writes.test.ts` fails when other code writes those columns directly.
 */
class AccessWriter {
  readonly touched = new Set<number>();
  /** Users disabled or deleted here: their current sessions end for good. */
  readonly revoked = new Set<number>();
  /** Roles whose grants changed: every holder is touched after the commit. */
  readonly roles = new Set<number>();
  /** Depts whose row a session carries changed (a rename): their members are touched after the commit. */
  readonly depts = new Set<number>();
  constructor(private readonly tx: Executor) {}

  /** Updates users' rows (any columns); returns the ids actually changed. */
  async updateUsers(userIds: number[], set: Partial<typeof sysUser.$inferInsert>, where?: SQL): Promise<number[]> {
    if (userIds.length === 0) return [];
    const changed = await this.tx
      .update(sysUser)
      .set(set)
      .where(and(inArray(sysUser.userId, userIds), where))
      .returning({ userId: sysUser.userId });
    const revokes = set.status === '1' || set.delFlag === '2';
    for (const r of changed) (revokes ? this.revoked : this.touched).add(r.userId);
    return changed.map((r) => r.userId);
  }

  /** Replaces the roles of one user (a new user's first roles included). */
  async replaceRoles(userId: number, roleIds: number[]): Promise<void> {
    this.touched.add(userId);
    await this.tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    const unique = [...new Set(roleIds)];
    if (unique.length) await this.tx.insert(sysUserRole).values(unique.map((roleId) => ({ userId, roleId })));
  }

  /** Removes every role of these users (deletion). */
  async removeRoles(userIds: number[]): Promise<void> {
    for (const id of userIds) this.touched.add(id);
    if (userIds.length) await this.tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
  }

  /** Gives one role to these users (role-auth `selectAll`); links already there stay. Returns the users newly linked. */
  async grantRole(roleId: number, userIds: number[]): Promise<number[]> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return [];
    const added = await this.tx
      .insert(sysUserRole)
      .values(unique.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing()
      .returning({ userId: sysUserRole.userId });
    for (const r of added) this.touched.add(r.userId);
    return added.map((r) => r.userId);
  }

  /** Takes one role from these users (role-auth `cancel`/`cancelAll`). Returns the users actually unlinked. */
  async revokeRole(roleId: number, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const removed = await this.tx
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)))
      .returning({ userId: sysUserRole.userId });
    for (const r of removed) this.touched.add(r.userId);
    return removed.map((r) => r.userId);
  }

  /** What these roles grant changed (menus, data scope, status, a menu's permission): their holders reload after the commit. */
  rolesChanged(roleIds: Iterable<number>): void {
    for (const id of roleIds) this.roles.add(id);
  }

  /** What sessions hold of these depts changed (their name): their members reload after the commit. */
  deptsChanged(deptIds: Iterable<number>): void {
    for (const id of deptIds) this.depts.add(id);
  }
}

export type { AccessWriter };

export interface AccessDeps {
  db: Db;
  sessions: Sessions;
}

/**
 * Runs `work` in one transaction with the access writer; after the commit, the live sessions of
 * every user it touched reload their roles and permissions, or end when the user is now disabled
 * or deleted. Nothing moves when the transaction fails.
 */
export async function changeUserAccess<T>(d: AccessDeps, work: (tx: Executor, access: AccessWriter) => Promise<T>): Promise<T> {
  let writer: AccessWriter | undefined;
  const result = await d.db.transaction(async (tx) => {
    writer = new AccessWriter(tx);
    return work(tx, writer);
  });
  if (!writer) return result;
  if (writer.roles.size) {
    // Holders are read after the commit: one assigned meanwhile is touched by its own assignment, or seen here.
    const holders = await d.db
      .selectDistinct({ userId: sysUserRole.userId })
      .from(sysUserRole)
      .where(inArray(sysUserRole.roleId, [...writer.roles]));
    for (const h of holders) writer.touched.add(h.userId);
  }
  if (writer.depts.size) {
    const members = await d.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(inArray(sysUser.deptId, [...writer.depts]), eq(sysUser.delFlag, '0')));
    for (const m of members) writer.touched.add(m.userId);
  }
  if (writer.touched.size || writer.revoked.size) await d.sessions.accessChanged(writer.touched, writer.revoked);
  return result;
}
