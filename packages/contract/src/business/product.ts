import { z } from 'zod';
import type { ReviewRow } from '../endpoints/order-rows.ts';
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

/** A row of `GET /system/product/list` and the data of `GET /system/product/{id}`. */
export interface ProductListRow {
  productId: number;
  taskId: number | null;
  orderId: number | null;
  taskNo: string | null;
  userId: number | null;
  productImg: string;
  productTitle: string;
  keyword: string;
  sku: string;
  /** In the region's coin. */
  productPrice: string;
  num: number;
  /** productPrice × the task's rate (CNY). */
  ratePrice: string;
  orderNum: number;
  createTime: string | null;
  /** The review recorded for a product copied onto an order (`orderId` set); absent on a task's own products. */
  evaluate?: ReviewRow;
}
