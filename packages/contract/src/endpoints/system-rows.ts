import { z } from 'zod';
import type { RouterVo } from '../auth.ts';
import type { TreeSelect } from '../common.ts';
import { type Wire, audit, date, id, int, money, optText, rate, status } from './row-fields.ts';

/**
 * The system's response rows (users, roles, dictionaries, menus, the captcha): what every signed-in
 * page needs, apart from the business rows in `rows.ts`, so the console builds only these at start.
 */

/** A department node of `GET /system/user/deptTree`. */
export const treeNode: z.ZodType<TreeSelect, TreeSelect> = z.lazy(() =>
  z.object({ id, label: z.string(), disabled: z.boolean().optional(), children: z.array(treeNode).optional() }),
);
export const roleLite = z.object({
  roleId: id,
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: int,
  dataScope: z.string(),
  status,
  createTime: date,
  /** Assigned to the user (only in `GET /system/user/authRole/{id}`). */
  flag: z.boolean().optional(),
  admin: z.boolean(),
});
export const postLite = z.object({ postId: id, postCode: z.string(), postName: z.string(), postSort: int, status });
export const siteInfo = z.object({ siteId: id, siteName: z.string(), logo: optText, domain: optText });
/** RuoYi's SysUser plus Ceping's money fields. Never a password. */
export const sysUser = z.object({
  userId: id,
  deptId: id.nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  avatar: z.string(),
  status,
  delFlag: z.string(),
  loginIp: z.string(),
  loginDate: date,
  pwdUpdateDate: date,
  ...audit,
  remark: optText,
  dept: z.object({ deptId: id, deptName: z.string(), leader: optText }).nullable(),
  /** With the user's roles (detail, profile, session); a list row has none. */
  roles: z.array(roleLite).optional(),
  admin: z.boolean(),
  money,
  frozen: money,
  addMoney: money,
  rate,
  parentId: id.nullable(),
  siteId: id.nullable(),
  /** The user's site (the session's user, detail, profile). */
  site: siteInfo.nullable().optional(),
  /** The seller a sub-account belongs to (the session's user, detail, profile); null for others. */
  parent: z.object({ userId: id, userName: z.string(), nickName: z.string() }).nullable().optional(),
});
export const dictType = z.object({ dictId: id, dictName: z.string(), dictNameEn: optText, dictType: z.string(), status, remark: optText, ...audit });
/** A dictionary entry as widgets use it: `dictLabel` in the caller's language. */
export const dictEntry = z.object({
  dictCode: id,
  dictSort: int,
  dictLabel: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string(),
  listClass: z.string(),
  isDefault: z.string(),
  status,
  default: z.boolean(),
});
/** A dictionary entry as the management screens see it (both labels, audit fields). */
export const dictData = dictEntry.extend({ dictLabelEn: optText, remark: optText, ...audit });
export const routerMeta = z.object({ title: z.string(), icon: optText, noCache: z.boolean(), link: optText });
export const routerVo: z.ZodType<RouterVo, RouterVo> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    component: z.string().optional(),
    query: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: routerMeta.optional(),
    children: z.array(routerVo).optional(),
  }),
);
export const captcha = {
  captchaEnabled: z.boolean(),
  /** Self-registration is open (config `sys.account.registerUser`); the login page hides its link otherwise. */
  registerEnabled: z.boolean(),
  uuid: z.string().optional(),
  img: z.string().optional(),
};

// ---- the wire types --------------------------------------------------------------------------------

export type SysRoleLite = Wire<typeof roleLite>;
export type SysPostLite = Wire<typeof postLite>;
export type SiteInfo = Wire<typeof siteInfo>;
export type SysUser = Wire<typeof sysUser>;
export type SysDictType = Wire<typeof dictType>;
export type DictData = Wire<typeof dictEntry>;
export type SysDictData = Wire<typeof dictData>;
export type RouterMeta = Wire<typeof routerMeta>;
export type CaptchaResult = Wire<z.ZodObject<typeof captcha>>;
