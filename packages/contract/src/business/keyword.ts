import { z } from 'zod';
import { pageQuerySchema, text } from '../common.ts';
import { idField, keywordRowsSchema } from './task-fields.ts';

export const keywordListQuerySchema = pageQuerySchema.extend({
  taskId: z.coerce.number().int().positive().optional().catch(undefined),
  keyword: text().trim().max(200).optional(),
});
export type KeywordListQuery = z.output<typeof keywordListQuerySchema>;

/** `PUT /system/keyword`: replaces the keyword rows of a pending keyword-search task (Σ quantity = taskQuantity). */
export const keywordEditSchema = z.object({
  taskId: idField('task.idRequired'),
  keywords: keywordRowsSchema.min(1, 'task.keywordsRequired'),
});
export type KeywordEdit = z.output<typeof keywordEditSchema>;
