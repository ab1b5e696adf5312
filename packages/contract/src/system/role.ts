import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';

/** The built-in super-admin role (`admin`): never edited, disabled, deleted nor assigned through the role screens. */
export const ADMIN_ROLE_ID = 1;
/**
 * Roles with an id below this one are seeded (admin, service, common, zi…): the code relies on their
 * keys, so a key is never changed and the role is never deleted (sys_role's identity starts here).
 */
export const FIRST_CUSTOM_ROLE_ID = 100;

/** RuoYi `@DataScope`: 1 all, 2 custom depts (sys_role_dept), 3 own dept, 4 own dept and below, 5 only self. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export const dataScopeSchema = z.enum(DATA_SCOPES, { error: 'role.dataScopeInvalid' });

const id = z.number().int().positive();
/** Menu or dept ids picked in a tree (checked and half-checked nodes). */
const idArray = z.array(id).max(5000);
/** A RuoYi role key: letters, digits and `_ : . -` (it is matched by `hasRole`, never shown as markup). */
export const ROLE_KEY_PATTERN = /^[A-Za-z0-9_:.-]+$/;

const roleFields = {
  roleName: text({ error: 'role.nameRequired' })
    .trim()
    .min(1, 'role.nameRequired')
    .max(30, 'role.nameLength')
    .regex(/^[^<>]*$/, 'role.nameXss'),
  /** The English name (Ceping answers it to en-US callers; empty: the name above). */
  roleNameEn: optionalText(30).refine((v) => !v || !/[<>]/.test(v), 'role.nameXss'),
  roleKey: text({ error: 'role.keyRequired' }).trim().min(1, 'role.keyRequired').max(100, 'role.keyLength').regex(ROLE_KEY_PATTERN, 'role.keyChars'),
  roleSort: z.number({ error: 'role.sortRequired' }).int('role.sortRequired').min(0, 'role.sortRequired').max(9999, 'role.sortRequired'),
  status: statusSchema.optional(),
  /** Checked and half-checked menus (RuoYi sends both). */
  menuIds: idArray.optional(),
  menuCheckStrictly: z.boolean().optional(),
  deptCheckStrictly: z.boolean().optional(),
  remark: optionalText(500),
};

/** `POST /system/role` (RuoYi's form also sends fields it ignores; they are dropped). */
export const roleAddSchema = z.object(roleFields);
export type RoleAdd = z.infer<typeof roleAddSchema>;
/** `PUT /system/role`: the menus are replaced by `menuIds` (an absent list keeps them). */
export const roleEditSchema = z.object({ roleId: id, ...roleFields });
export type RoleEdit = z.infer<typeof roleEditSchema>;

/** `PUT /system/role/dataScope`: only the scope, its depts and the tree mode change (RuoYi's dialog sends the whole role). */
export const roleDataScopeSchema = z.object({
  roleId: id,
  dataScope: dataScopeSchema,
  deptIds: idArray.optional(),
  deptCheckStrictly: z.boolean().optional(),
});
export type RoleDataScope = z.infer<typeof roleDataScopeSchema>;

export const roleChangeStatusSchema = z.object({ roleId: id, status: statusSchema });

export const roleListQuerySchema = pageQuerySchema.extend({
  roleId: z.coerce.number().int().positive().optional().catch(undefined),
  roleName: text().trim().max(30).optional(),
  roleKey: text().trim().max(100).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** `GET /system/role/authUser/allocatedList|unallocatedList`. */
export const authUserListQuerySchema = pageQuerySchema.extend({
  roleId: z.coerce.number({ error: 'role.roleIdRequired' }).int('role.roleIdRequired').positive('role.roleIdRequired'),
  userName: text().trim().max(30).optional(),
  phonenumber: text().trim().max(11).optional(),
});
export type AuthUserListQuery = z.infer<typeof authUserListQuerySchema>;

/** `PUT /system/role/authUser/cancel` (JSON body). */
export const authUserCancelSchema = z.object({ userId: id, roleId: id });

/** `PUT /system/role/authUser/cancelAll|selectAll?roleId=&userIds=1,2` (query string, as RuoYi). */
export const authUserBatchQuerySchema = z.object({
  roleId: z.coerce.number({ error: 'role.roleIdRequired' }).int('role.roleIdRequired').positive('role.roleIdRequired'),
  userIds: text({ error: 'validation.idList' })
    .regex(/^\d+(,\d+)*$/, 'validation.idList')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= 1000 && ids.every((n) => n > 0), 'validation.idList'),
});
