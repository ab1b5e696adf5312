import type { ServerDates, StaffBody, StaffListQuery, StaffRow, StaffTypeValue } from '@ceping/contract';
import { type SQL, and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { fail, isUniqueViolation, notFound } from '../../../core/errors.ts';
import { type ListPage, listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizStaff, sysUser } from '../../../db/schema/index.ts';

type Row = ServerDates<StaffRow, 'createTime' | 'updateTime'>;

/** A live account holding the live role `service` (correlated on the outer `sys_user` row). */
const holdsService = sql`exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
  where ur.user_id = "sys_user"."user_id" and r.role_key = 'service' and r.del_flag = '0')`;
const staffUsers = and(eq(sysUser.delFlag, '0'), holdsService);

const columns = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  userStatus: sysUser.status,
  type: bizStaff.type,
  phone: bizStaff.phone,
  status: bizStaff.status,
  remark: bizStaff.remark,
  createTime: bizStaff.createTime,
  updateTime: bizStaff.updateTime,
};
const joined = (ex: Executor) => ex.select(columns).from(sysUser).leftJoin(bizStaff, eq(bizStaff.userId, sysUser.userId));
/** What the list's filter reads: the accounts and their profiles (one at most each; the kind and status filters). */
const STAFF_FROM = sql`${sysUser} left join ${bizStaff} on ${bizStaff.userId} = ${sysUser.userId}`;

function toRow(r: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number]): Row {
  const hasProfile = r.type !== null;
  return {
    userId: r.userId,
    userName: r.userName,
    nickName: r.nickName,
    type: (r.type ?? '') as StaffTypeValue | '',
    phone: r.phone ?? '',
    status: r.status === '1' ? '1' : '0',
    remark: r.remark ?? '',
    userStatus: r.userStatus,
    hasProfile,
    createTime: r.createTime ?? null,
    updateTime: r.updateTime ?? null,
  };
}

/**
 * `GET /system/staff/list`: every account holding role `service`, with its staff profile when it has
 * one (kind, phone, status). A kind filter lists only profiles of that kind. Its total above 10,000
 * accounts is the planner's estimate (core/list-page.ts).
 */
export async function listStaff(db: Executor, q: StaffListQuery): Promise<ListPage<Row>> {
  const name = likeOf(q.userName);
  const where: SQL | undefined = and(
    staffUsers,
    q.type ? eq(bizStaff.type, q.type) : undefined,
    q.status ? sql`coalesce(${bizStaff.status}, '0') = ${q.status}` : undefined,
    name ? or(ilike(sysUser.userName, name), ilike(sysUser.nickName, name)) : undefined,
  );
  const page = await listPage(db, STAFF_FROM, where, q, joined(db).where(where).orderBy(asc(sysUser.userId)));
  return mapPage(page, toRow);
}

export async function getStaff(db: Executor, userId: number): Promise<Row> {
  const [row] = await joined(db).where(and(eq(sysUser.userId, userId), staffUsers));
  if (!row) throw notFound();
  return toRow(row);
}

async function assertStaffUser(ex: Executor, userId: number): Promise<void> {
  const [row] = await ex
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), staffUsers));
  if (!row) throw fail('staff.userInvalid');
}

/** `POST /system/staff`: a profile for an account holding role `service` that has none yet. */
export async function addStaff(db: Db, by: string, body: StaffBody): Promise<Row> {
  await assertStaffUser(db, body.userId);
  try {
    await db.insert(bizStaff).values({ ...body, createBy: by });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('staff.exists');
    throw err;
  }
  return getStaff(db, body.userId);
}

/** `PUT /system/staff`: saves the profile of a staff account (creating it when missing). */
export async function editStaff(db: Db, by: string, body: StaffBody): Promise<Row> {
  await assertStaffUser(db, body.userId);
  const { userId, ...fields } = body;
  await db
    .insert(bizStaff)
    .values({ ...body, createBy: by })
    .onConflictDoUpdate({ target: bizStaff.userId, set: { ...fields, updateBy: by, updateTime: new Date() } });
  return getStaff(db, userId);
}

/** `DELETE /system/staff/{ids}`: removes profiles (the accounts stay). All or nothing. */
export async function removeStaff(db: Db, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(bizStaff).where(inArray(bizStaff.userId, ids)).returning({ userId: bizStaff.userId });
    if (gone.length !== ids.length) throw notFound();
    return gone.length;
  });
}
