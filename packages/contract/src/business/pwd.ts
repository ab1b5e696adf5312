import { z } from 'zod';
import { pageQuerySchema, text } from '../common.ts';
import { bodyId } from './catalogue-fields.ts';

/** A second (operation) password: 6–20 characters, no spaces or markup characters. */
export const payPasswordSchema = text({ error: 'pwd.length' })
  .min(6, 'pwd.length')
  .max(20, 'pwd.length')
  .regex(/^[^\s<>"'|\\]*$/, 'pwd.chars');

export const pwdCheckQuerySchema = z.object({ pwd: text().max(50).default('') });

/** Admin: set or reset a user's second password. */
export const pwdSetSchema = z.object({ userId: bodyId, pwd: payPasswordSchema });
export type PwdSet = z.infer<typeof pwdSetSchema>;

/** Own: the login password (always accepted) or the current second password, and the new one. */
export const pwdOwnSchema = z.object({
  loginPassword: text().max(50).optional().nullable(),
  oldPwd: text().max(50).optional().nullable(),
  newPwd: payPasswordSchema,
});
export type PwdOwn = z.infer<typeof pwdOwnSchema>;

export const pwdListQuerySchema = pageQuerySchema.extend({
  userName: text().trim().max(30).optional(),
  /** `1` only users with a second password, `0` only users without. */
  hasPwd: z.enum(['0', '1', '']).optional().catch(undefined),
  roleKey: z.enum(['common', 'zi', '']).optional().catch(undefined),
});
export type PwdListQuery = z.infer<typeof pwdListQuerySchema>;
