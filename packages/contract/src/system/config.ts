import { z } from 'zod';
import { optionalText, pageQuerySchema, text } from '../common.ts';

/** `config_type`: `Y` built in (the code reads it: never deleted, key never changed), `N` added by an administrator. */
export const configTypeSchema = z.enum(['Y', 'N'], { error: 'config.typeInvalid' });

const configFields = {
  configName: text({ error: 'config.nameRequired' }).trim().min(1, 'config.nameRequired').max(100, 'config.nameLength'),
  configKey: text({ error: 'config.keyRequired' })
    .trim()
    .min(1, 'config.keyRequired')
    .max(100, 'config.keyLength')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'config.keyChars'),
  configValue: text({ error: 'config.valueRequired' }).trim().min(1, 'config.valueRequired').max(500, 'config.valueLength'),
  configType: configTypeSchema.optional(),
  remark: optionalText(500),
};

/** `POST /system/config`. */
export const configAddSchema = z.object(configFields);
/** `PUT /system/config`. */
export const configEditSchema = z.object({ configId: z.number().int().positive(), ...configFields });
export type ConfigAdd = z.infer<typeof configAddSchema>;
export type ConfigEdit = z.infer<typeof configEditSchema>;

export const configListQuerySchema = pageQuerySchema.extend({
  configName: text().trim().max(100).optional(),
  configKey: text().trim().max(100).optional(),
  configType: configTypeSchema.optional().or(z.literal('')),
});
export type ConfigListQuery = z.infer<typeof configListQuerySchema>;
