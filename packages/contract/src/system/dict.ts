import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';

/** Tag styles a dictionary entry may use; anything else is refused (no free CSS). */
export const listClassSchema = z.enum(['', 'default', 'primary', 'success', 'info', 'warning', 'danger'], { error: 'dict.listClass' });
export const cssClassSchema = text()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_ -]*$/, 'dict.cssClass');

export const dictTypeBodySchema = z.object({
  dictId: z.number().int().positive().optional(),
  dictName: text({ error: 'dict.nameRequired' }).trim().min(1, 'dict.nameRequired').max(100, 'validation.tooLong'),
  dictNameEn: optionalText(100),
  dictType: text({ error: 'dict.typeRequired' })
    .trim()
    .min(1, 'dict.typeRequired')
    .max(100, 'validation.tooLong')
    .regex(/^[a-z][a-z0-9_]*$/, 'dict.typeFormat'),
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const dictTypeEditSchema = dictTypeBodySchema.extend({ dictId: z.number().int().positive() });
export type DictTypeBody = z.infer<typeof dictTypeBodySchema>;
export type DictTypeEdit = z.infer<typeof dictTypeEditSchema>;

/** A dictionary type name in a path (`/system/dict/data/type/{dictType}`). */
export const dictTypeNameSchema = text()
  .max(100, 'validation.tooLong')
  .regex(/^[a-z][a-z0-9_]*$/, 'dict.typeFormat');

export const dictTypeListQuerySchema = pageQuerySchema.extend({
  dictName: text().trim().max(100).optional(),
  dictType: text().trim().max(100).optional(),
  status: statusSchema.optional().or(z.literal('')),
});

export const dictDataBodySchema = z.object({
  dictCode: z.number().int().positive().optional(),
  dictSort: z.number().int().min(0).max(9999).default(0),
  dictLabel: text({ error: 'dict.labelRequired' }).trim().min(1, 'dict.labelRequired').max(100, 'validation.tooLong'),
  dictLabelEn: optionalText(100),
  dictValue: text({ error: 'dict.valueRequired' }).trim().min(1, 'dict.valueRequired').max(100, 'validation.tooLong'),
  dictType: text({ error: 'dict.typeRequired' }).trim().min(1, 'dict.typeRequired').max(100, 'validation.tooLong'),
  cssClass: cssClassSchema.optional().nullable(),
  listClass: listClassSchema.optional().nullable(),
  isDefault: z.enum(['Y', 'N']).optional(),
  status: statusSchema.optional(),
  remark: optionalText(500),
});
export const dictDataEditSchema = dictDataBodySchema.extend({ dictCode: z.number().int().positive() });
export type DictDataBody = z.infer<typeof dictDataBodySchema>;
export type DictDataEdit = z.infer<typeof dictDataEditSchema>;

export const dictDataListQuerySchema = pageQuerySchema.extend({
  dictType: text().trim().max(100).optional(),
  dictLabel: text().trim().max(100).optional(),
  status: statusSchema.optional().or(z.literal('')),
});

export type DictTypeListQuery = z.infer<typeof dictTypeListQuerySchema>;
export type DictDataListQuery = z.infer<typeof dictDataListQuerySchema>;
