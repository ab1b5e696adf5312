import { z } from 'zod';
import { optionalText, pageQuerySchema, statusSchema, text } from '../common.ts';

const postFields = {
  postCode: text({ error: 'post.codeRequired' })
    .trim()
    .min(1, 'post.codeRequired')
    .max(64, 'post.codeLength')
    .regex(/^[^<>]*$/, 'post.codeXss'),
  postName: text({ error: 'post.nameRequired' })
    .trim()
    .min(1, 'post.nameRequired')
    .max(50, 'post.nameLength')
    .regex(/^[^<>]*$/, 'post.nameXss'),
  postSort: z.number({ error: 'post.sortRequired' }).int('post.sortRequired').min(0, 'post.sortRequired').max(9999, 'post.sortRequired'),
  status: statusSchema.optional(),
  remark: optionalText(500),
};

/** `POST /system/post`. */
export const postAddSchema = z.object(postFields);
export type PostAdd = z.infer<typeof postAddSchema>;
/** `PUT /system/post`. */
export const postEditSchema = z.object({ postId: z.number().int().positive(), ...postFields });
export type PostEdit = z.infer<typeof postEditSchema>;

/** `GET /system/post/list` and the export's form (RuoYi: `postCode` and `postName` like, `status`). */
export const postListQuerySchema = pageQuerySchema.extend({
  postCode: text().trim().max(64).optional(),
  postName: text().trim().max(50).optional(),
  status: statusSchema.optional().or(z.literal('')),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;
