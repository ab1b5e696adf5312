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

/** A row of `GET /system/template/list` (without content). */
export interface TemplateRow {
  templateId: number;
  userId: number;
  userName: string;
  templateName: string;
  regionId: number | null;
  regionName: string | null;
  regionNameEn: string | null;
  /** The region's platform (dictionary `platform`). */
  platform: string | null;
  remark: string | null;
  createTime: string | null;
  updateTime: string | null;
}
/** `GET /system/template/{id}` data. */
export interface TemplateDetail extends TemplateRow {
  content: z.output<typeof taskBodySchema>;
}
/** `GET /system/template/options` data: the caller's own templates. */
export interface TemplateOption {
  templateId: number;
  templateName: string;
  regionId: number | null;
}
