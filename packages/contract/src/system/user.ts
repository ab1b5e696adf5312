import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';

export const sexSchema = z.enum(['0', '1', '2'], { error: 'validation.sex' });

const phone = text()
  .trim()
  .regex(/^$|^1[3-9]\d{9}$/, 'user.phoneInvalid')
  .optional()
  .nullable();
const email = text().trim().max(50, 'user.emailLength').email('user.emailInvalid').or(z.literal('')).optional().nullable();

export const passwordSchema = text()
  .min(5, 'user.passwordLength')
  .max(20, 'user.passwordLength')
  .regex(/^[^<>"'|\\]*$/, 'user.passwordChars');

/** Characters a user name may hold (add, import and self-registration share it). */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const userNameSchema = text().trim().min(2, 'user.userNameLength').max(20, 'user.userNameLength').regex(USER_NAME_PATTERN, 'user.userNameChars');

/** No markup: RuoYi's `@Xss` refuses tags in a nickname; here `<` and `>` are refused outright. */
export const NO_TAG_PATTERN = /^[^<>]*$/;
export const nickNameSchema = text().trim().min(1, 'user.nickNameRequired').max(30, 'user.nickNameLength').regex(NO_TAG_PATTERN, 'user.nickNameXss');

const userFields = {
  deptId: z.number().int().positive().nullable().optional(),
  nickName: nickNameSchema,
  email,
  phonenumber: phone,
  sex: sexSchema.optional(),
  status: statusSchema.optional(),
  remark: optionalText(500),
  roleIds: z.array(z.number().int().positive()).max(50).optional(),
  postIds: z.array(z.number().int().positive()).max(50).optional(),
};

export const userAddSchema = z.object({
  userName: userNameSchema,
  password: passwordSchema,
  ...userFields,
});
export type UserAdd = z.infer<typeof userAddSchema>;

export const userEditSchema = z.object({ userId: z.number().int().positive(), ...userFields });
export type UserEdit = z.infer<typeof userEditSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  userName: text().trim().max(30).optional(),
  phonenumber: text().trim().max(11).optional(),
  status: statusSchema.optional().or(z.literal('')),
  deptId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const resetPwdSchema = z.object({ userId: z.number().int().positive(), password: passwordSchema });
export const changeStatusSchema = z.object({ userId: z.number().int().positive(), status: statusSchema });
export const authRoleQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  roleIds: text()
    .regex(/^$|^\d+(,\d+)*$/, 'validation.idList')
    .default('')
    .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : [])),
});

/** `GET /system/user/deptTree` filters (the dept list's own filters). */
export const userDeptTreeQuerySchema = z.object({
  deptName: text().trim().max(30).optional(),
  status: statusSchema.optional().or(z.literal('')),
});

/** `POST /system/user/importData?updateSupport=true|false|1|0`: update existing accounts instead of reporting them. */
export const userImportQuerySchema = z.object({
  updateSupport: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const profileUpdateSchema = z.object({
  nickName: nickNameSchema,
  email,
  phonenumber: phone,
  sex: sexSchema.optional(),
});
export const updatePwdSchema = z.object({ oldPassword: text().min(1, 'user.oldPasswordRequired'), newPassword: passwordSchema });
