import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/bcrypt';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';

/** A multipart/form-data body with one file part. */
export function multipart(field: string, filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----ceping${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A workbook whose first sheet holds these rows (row 1 = titles). */
export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Raw first-sheet cells (no neutralisation undone), to inspect exactly what was written. */
export async function rawCells(buf: Buffer): Promise<ExcelJS.CellValue[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const out: ExcelJS.CellValue[][] = [];
  wb.worksheets[0].eachRow((row) => {
    const values = row.values as ExcelJS.CellValue[];
    out.push(values.slice(1));
  });
  return out;
}

/** A real 8×8 PNG. */
export const pngImage = () => createCanvas(8, 8).toBuffer('image/png');

/** Ids of the user-management menu and all its buttons (system:user:*). */
export async function userMenuIds(ctx: TestContext): Promise<number[]> {
  const rows = await ctx.db.select({ id: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu);
  return rows.filter((r) => r.perms?.startsWith('system:user:')).map((r) => r.id);
}

/**
 * A role holding every system:user:* permission with the given data scope (custom depts for '2'),
 * and a user in `deptId` holding only that role. Password admin123.
 */
export async function scopedAdmin(ctx: TestContext, opts: { key: string; dataScope: '2' | '3' | '4' | '5'; deptId: number; customDepts?: number[] }) {
  const [role] = await ctx.db
    .insert(sysRole)
    .values({ roleName: `范围-${opts.key}`, roleKey: opts.key, roleSort: 10, dataScope: opts.dataScope, createBy: 'test' })
    .returning({ roleId: sysRole.roleId });
  await ctx.db.insert(sysRoleMenu).values((await userMenuIds(ctx)).map((menuId) => ({ roleId: role.roleId, menuId })));
  if (opts.customDepts?.length) await ctx.db.insert(sysRoleDept).values(opts.customDepts.map((deptId) => ({ roleId: role.roleId, deptId })));
  const [user] = await ctx.db
    .insert(sysUser)
    .values({ userName: opts.key, nickName: opts.key, deptId: opts.deptId, password: await hash('admin123', { cost: 4 }), createBy: 'test' })
    .returning({ userId: sysUser.userId });
  await ctx.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return { roleId: role.roleId, userId: user.userId, token: await ctx.login(opts.key) };
}

export async function userRow(ctx: TestContext, userId: number) {
  const [row] = await ctx.db.select().from(sysUser).where(eq(sysUser.userId, userId));
  return row;
}

export async function roleIdsOf(ctx: TestContext, userId: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
