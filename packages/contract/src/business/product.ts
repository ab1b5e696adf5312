import { z } from 'zod';
import { pageQuerySchema, text } from '../common.ts';
import { idField, matchProductFields } from './task-fields.ts';

export const productListQuerySchema = pageQuerySchema.extend({
  taskId: z.coerce.number().int().positive().optional().catch(undefined),
  orderId: z.coerce.number().int().positive().optional().catch(undefined),
  productTitle: text().trim().max(100).optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** `POST /system/product`: adds a matched product to a pending task (the task is re-priced). */
export const productAddSchema = z.object({ taskId: idField('task.idRequired'), ...matchProductFields });
export type ProductAdd = z.output<typeof productAddSchema>;
/** `PUT /system/product`: edits a matched product of a pending task (the task is re-priced). */
export const productEditSchema = z.object({ productId: idField('product.idRequired'), ...matchProductFields });
export type ProductEdit = z.output<typeof productEditSchema>;
