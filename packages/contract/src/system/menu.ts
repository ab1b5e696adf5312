import { z } from 'zod';
import { optionalText, statusSchema, text } from '../common.ts';

/** `M` directory, `C` menu (a page), `F` button (a permission). */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** RuoYi sends `isFrame`, `isCache` as strings ("0"/"1"); numbers are taken too. */
const flag01 = z.union([z.enum(['0', '1']), z.literal(0), z.literal(1)], { error: 'validation.status' }).transform((v) => String(v) as '0' | '1');

const isHttp = (s: string) => /^https?:\/\//i.test(s);
/** A route path, or an http(s) URL for external links. No blanks, quotes or markup; a scheme only http(s). */
const pathSchema = text()
  .trim()
  .max(200, 'menu.pathLength')
  .regex(/^[^\s<>"'`\\]*$/, 'menu.pathChars')
  .refine((s) => !s.includes(':') || isHttp(s), 'menu.pathChars');
/** A view path under the web's `views/` (`system/user/index`), or Layout/ParentView/InnerLink. */
const componentSchema = text()
  .trim()
  .max(255, 'menu.componentLength')
  .regex(/^[A-Za-z0-9_/-]*$/, 'menu.componentChars')
  .refine((s) => !s.split('/').includes('..'), 'menu.componentChars');
/** One or more `module:resource:action` strings, comma separated. */
const permsSchema = text()
  .trim()
  .max(100, 'menu.permsLength')
  .regex(/^[A-Za-z0-9_:*.,-]*$/, 'menu.permsChars');
/** Default route query: a JSON object (`{"id": 1}`), as a string. */
const querySchema = text()
  .trim()
  .max(255, 'menu.queryLength')
  .refine((s) => {
    if (!s) return true;
    try {
      const v: unknown = JSON.parse(s);
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    } catch {
      return false;
    }
  }, 'menu.queryJson');

const menuFields = {
  parentId: z.number().int().min(0).default(0),
  menuName: text({ error: 'menu.nameRequired' })
    .trim()
    .min(1, 'menu.nameRequired')
    .max(50, 'menu.nameLength')
    .regex(/^[^<>]*$/, 'menu.nameXss'),
  /** The English title (Ceping stores both languages; empty: the name above). */
  menuNameEn: optionalText(80).refine((v) => !v || !/[<>]/.test(v), 'menu.nameXss'),
  orderNum: z.number({ error: 'menu.orderRequired' }).int('menu.orderRequired').min(0, 'menu.orderRequired').max(9999, 'menu.orderRequired'),
  path: pathSchema.optional().nullable(),
  component: componentSchema.optional().nullable(),
  query: querySchema.optional().nullable(),
  routeName: text()
    .trim()
    .max(50, 'menu.routeNameLength')
    .regex(/^[A-Za-z0-9_-]*$/, 'menu.routeNameChars')
    .optional()
    .nullable(),
  isFrame: flag01.default('1'),
  isCache: flag01.default('0'),
  menuType: z.enum(MENU_TYPES, { error: 'menu.typeRequired' }),
  visible: statusSchema.default('0'),
  status: statusSchema.default('0'),
  perms: permsSchema.optional().nullable(),
  icon: text()
    .trim()
    .max(100, 'menu.iconChars')
    .regex(/^[A-Za-z0-9_#-]*$/, 'menu.iconChars')
    .optional()
    .nullable(),
  remark: optionalText(500),
};

/** Directories and pages need a route path (an external link's http(s) URL is checked by the server, with the menu's name). */
function checkRoute(m: { menuType: MenuType; path?: string | null }, ctx: z.RefinementCtx) {
  if (m.menuType !== 'F' && !m.path) ctx.addIssue({ code: 'custom', path: ['path'], message: 'menu.pathRequired' });
}

export const menuAddSchema = z.object(menuFields).superRefine(checkRoute);
export type MenuAdd = z.infer<typeof menuAddSchema>;
export const menuEditSchema = z.object({ menuId: z.number().int().positive(), ...menuFields }).superRefine(checkRoute);
export type MenuEdit = z.infer<typeof menuEditSchema>;

export const menuListQuerySchema = z.object({
  menuName: text().trim().max(50).optional(),
  visible: statusSchema.optional().or(z.literal('')),
  status: statusSchema.optional().or(z.literal('')),
});
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;

const idCsv = text().regex(/^\d+(,\d+)*$/, 'validation.idList');
/** `PUT /system/menu/updateSort {menuIds: "1,2", orderNums: "3,4"}` (RuoYi 3.9.2): pairwise. */
export const menuSortSchema = z
  .object({ menuIds: idCsv, orderNums: idCsv })
  .transform((v) => ({ menuIds: v.menuIds.split(',').map(Number), orderNums: v.orderNums.split(',').map(Number) }))
  .refine((v) => v.menuIds.length === v.orderNums.length && v.menuIds.length <= 2000 && v.orderNums.every((n) => n <= 9999), 'menu.sort.invalid');

/** RuoYi's TreeSelect: `disabled` is true for a disabled dept, always false for menus; empty `children` are left out. */
export interface TreeSelectNode {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeSelectNode[];
}
export const treeSelectNode: z.ZodType<TreeSelectNode, TreeSelectNode> = z.lazy(() =>
  z.object({ id: z.number().int(), label: z.string(), disabled: z.boolean(), children: z.array(treeSelectNode).optional() }),
);
