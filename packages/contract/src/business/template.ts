import { z } from 'zod';
import { pageQuerySchema, text } from '../common.ts';
import { taskBodySchema } from './task.ts';
import { idField, textSchema } from './task-fields.ts';

/** A saved publish form. `content` is a complete task body, validated like a publish. */
const templateFields = {
  templateName: text({ error: 'template.nameRequired' }).trim().min(1, 'template.nameRequired').max(100, 'validation.tooLong'),
  content: taskBodySchema,
  remark: textSchema(500),
};
export const templateAddSchema = z.object(templateFields);
export type TemplateAdd = z.output<typeof templateAddSchema>;
export const templateEditSchema = z.object({ templateId: idField('template.idRequired'), ...templateFields });
export type TemplateEdit = z.output<typeof templateEditSchema>;

export const templateListQuerySchema = pageQuerySchema.extend({
  templateName: text().trim().max(100).optional(),
  regionId: z.coerce.number().int().positive().optional().catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type TemplateListQuery = z.output<typeof templateListQuerySchema>;
