import type { CustomerAdjust, CustomerEdit, CustomerListQuery } from '@ceping/contract';
import { type SQL, and, desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fail, notFound } from '../../../core/errors.ts';
import { listPage } from '../../../core/list-page.ts';
import { dateRangeOf, likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { type AccessDeps, SELLER_ROLES, changeUserAccess, sellerRolesOf } from '../../system/user/index.ts';
import { sysRole, sysSite, sysUser, sysUserRole } from '../../../db/schema/index.ts';
import { FundType, postLedger } from '../ledger.ts';

const parent = alias(sysUser, 'parent_user');
/** Live sub-accounts (`parent_id` = the row) of a seller. */
const subCount = sql<number>`(select count(*)::int from ${sysUser} sub where sub.parent_id = "sys_user"."user_id" and sub.del_flag = '0')`.mapWith(Number);

const SORTABLE = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  money: sysUser.money,
  frozen: sysUser.frozen,
  rate: sysUser.rate,
  addMoney: sysUser.addMoney,
  createTime: sysUser.createTime,
  loginDate: sysUser.loginDate,
  subCount,
};

const cols = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  phonenumber: sysUser.phonenumber,
  email: sysUser.email,
  status: sysUser.status,
  money: sysUser.money,
  frozen: sysUser.frozen,
  rate: sysUser.rate,
  addMoney: sysUser.addMoney,
  siteId: sysUser.siteId,
  siteName: sysSite.siteName,
  parentId: sysUser.parentId,
  parentName: parent.userName,
  subCount,
  hasPayPwd: isNotNull(sysUser.payPwd),
  loginDate: sysUser.loginDate,
  createTime: sysUser.createTime,
  remark: sysUser.remark,
};

/** Users holding a seller role (optionally exactly `roleKey`). */
const isSeller = (roleKey?: string) =>
  sql`exists (select 1 from ${sysUserRole} ur join ${sysRole} r on r.role_id = ur.role_id where ur.user_id = "sys_user"."user_id" and r.del_flag = '0' and r.role_key in ${roleKey ? [roleKey] : [...SELLER_ROLES]})`;

function customerFilter(q: CustomerListQuery): SQL | undefined {
  const userName = likeOf(q.userName);
  const nickName = likeOf(q.nickName);
  const phone = likeOf(q.phonenumber);
  return and(
    eq(sysUser.delFlag, '0'),
    isSeller(q.roleKey || undefined),
    userName ? ilike(sysUser.userName, userName) : undefined,
    nickName ? ilike(sysUser.nickName, nickName) : undefined,
    phone ? ilike(sysUser.phonenumber, phone) : undefined,
    q.status ? eq(sysUser.status, q.status) : undefined,
    q.siteId ? eq(sysUser.siteId, q.siteId) : undefined,
    q.parentId ? eq(sysUser.parentId, q.parentId) : undefined,
    dateRangeOf(sysUser.createTime, q.params),
  );
}

async function withRoles<T extends { userId: number }>(ex: Executor, list: T[]) {
  const ids = list.map((r) => r.userId);
  const roles = ids.length
    ? await ex
        .select({ userId: sysUserRole.userId, roleKey: sysRole.roleKey })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
        .where(and(inArray(sysUserRole.userId, ids), eq(sysRole.delFlag, '0')))
    : [];
  return list.map((r) => ({ ...r, roleKeys: roles.filter((x) => x.userId === r.userId).map((x) => x.roleKey) }));
}

const base = (ex: Executor) =>
  ex.select(cols).from(sysUser).leftJoin(sysSite, eq(sysSite.siteId, sysUser.siteId)).leftJoin(parent, eq(parent.userId, sysUser.parentId));

/** A page of sellers; its total above 10,000 accounts is the planner's estimate (core/list-page.ts). */
export async function listCustomers(db: Executor, q: CustomerListQuery) {
  const where = customerFilter(q);
  const page = await listPage(
    db,
    sysUser,
    where,
    q,
    base(db)
      .where(where)
      .orderBy(...orderByOf(q, SORTABLE, [desc(sysUser.userId)])),
  );
  return { ...page, rows: await withRoles(db, page.rows) };
}

/** One seller; any other account answers like a missing one. */
export async function getCustomer(db: Executor, userId: number) {
  const [row] = await base(db).where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), isSeller()));
  if (!row) throw notFound();
  return (await withRoles(db, [row]))[0];
}

async function checkParent(tx: Executor, userId: number, parentId: number) {
  if (parentId === userId) throw fail('customer.parentSelf');
  const roles = await sellerRolesOf(tx, parentId);
  const [p] = await tx.select({ parentId: sysUser.parentId }).from(sysUser).where(eq(sysUser.userId, parentId));
  // Two levels only: the parent is a top-level `common` seller, and an account with sub-accounts has no parent.
  if (!roles.includes('common') || !p || p.parentId !== null) throw fail('customer.parentInvalid');
  const [child] = await tx
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.parentId, userId), eq(sysUser.delFlag, '0')))
    .limit(1);
  if (child) throw fail('customer.parentInvalid');
}

/** Changes a seller's pricing terms, site, status, parent and remark; never money. */
export async function editCustomer(d: AccessDeps, b: CustomerEdit, by: string) {
  // Through the access writer: a disabled seller's live sessions end (issue 8, finding 2).
  await changeUserAccess(d, async (tx, access) => {
    const [current] = await tx
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(eq(sysUser.userId, b.userId), eq(sysUser.delFlag, '0')))
      .for('update');
    if (!current || (await sellerRolesOf(tx, b.userId)).length === 0) throw notFound();
    if (b.siteId) {
      const [site] = await tx.select({ status: sysSite.status }).from(sysSite).where(eq(sysSite.siteId, b.siteId));
      if (site?.status !== '0') throw fail('customer.siteInvalid');
    }
    if (b.parentId) await checkParent(tx, b.userId, b.parentId);
    await access.updateUsers([b.userId], {
      ...(b.rate === undefined ? {} : { rate: b.rate }),
      ...(b.addMoney === undefined ? {} : { addMoney: b.addMoney }),
      ...(b.siteId === undefined ? {} : { siteId: b.siteId }),
      ...(b.status === undefined ? {} : { status: b.status }),
      ...(b.parentId === undefined ? {} : { parentId: b.parentId }),
      ...(b.remark === undefined ? {} : { remark: b.remark }),
      updateBy: by,
      updateTime: new Date(),
    });
  });
}

/** Finance correction of a seller's balance: one ledger row of type 10 (may create debt). */
export async function adjustBalance(db: Db, b: CustomerAdjust, operator: string) {
  return db.transaction(async (tx) => {
    if ((await sellerRolesOf(tx, b.userId)).length === 0) throw notFound();
    const res = await postLedger(tx, {
      userId: b.userId,
      type: FundType.ADJUST,
      amount: b.amount,
      refType: 'adjust',
      operator,
      remark: b.remark,
      mode: 'allowDebt',
    });
    return { userId: b.userId, fundId: res.fundId, balanceBefore: res.balanceBefore, money: res.balanceAfter };
  });
}
