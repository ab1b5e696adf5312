import { z } from 'zod';
import { optionalText, statusSchema, text } from '../common.ts';

const id = z.number().int().positive();
const idCsv = text().regex(/^\d+(,\d+)*$/, 'validation.idList');

const deptFields = {
  deptName: text({ error: 'dept.nameRequired' })
    .trim()
    .min(1, 'dept.nameRequired')
    .max(30, 'dept.nameLength')
    .regex(/^[^<>]*$/, 'dept.nameXss'),
  orderNum: z.number({ error: 'dept.orderRequired' }).int('dept.orderRequired').min(0, 'dept.orderRequired').max(9999, 'dept.orderRequired'),
  leader: optionalText(20).refine((v) => !v || !/[<>]/.test(v), 'dept.leaderXss'),
  phone: text()
    .trim()
    .regex(/^$|^1[3-9]\d{9}$/, 'dept.phoneInvalid')
    .optional()
    .nullable(),
  email: text().trim().max(50, 'dept.emailLength').email('dept.emailInvalid').or(z.literal('')).optional().nullable(),
  status: statusSchema.optional(),
};

/** `POST /system/dept`: a new dept always hangs below an existing one (RuoYi reads the parent's ancestors). */
export const deptAddSchema = z.object({ parentId: z.number({ error: 'dept.parentRequired' }).int().positive('dept.parentRequired'), ...deptFields });
export type DeptAdd = z.infer<typeof deptAddSchema>;
/** `PUT /system/dept`: `parentId` 0 only for a dept that is already a root (RuoYi's form hides the parent there). */
export const deptEditSchema = z.object({
  deptId: id,
  parentId: z.number({ error: 'dept.parentRequired' }).int().min(0, 'dept.parentRequired'),
  ...deptFields,
});
export type DeptEdit = z.infer<typeof deptEditSchema>;

/** `GET /system/dept/list` filters (RuoYi: `deptId`, `parentId`, `deptName` like, `status`). */
export const deptListQuerySchema = z.object({
  deptId: z.coerce.number().int().positive().optional().catch(undefined),
  parentId: z.coerce.number().int().min(0).optional().catch(undefined),
  deptName: text().trim().max(30).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type DeptListQuery = z.infer<typeof deptListQuerySchema>;

/** `PUT /system/dept/updateSort {deptIds: "1,2", orderNums: "3,4"}` (RuoYi 3.9.2): pairwise. */
export const deptSortSchema = z
  .object({ deptIds: idCsv, orderNums: idCsv })
  .transform((v) => ({ deptIds: v.deptIds.split(',').map(Number), orderNums: v.orderNums.split(',').map(Number) }))
  .refine((v) => v.deptIds.length === v.orderNums.length && v.deptIds.length <= 2000 && v.orderNums.every((n) => n <= 9999), 'dept.sort.invalid');
