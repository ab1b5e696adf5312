import { z } from 'zod';
import { defineEndpoint, envelope, okOf, okWith } from '../endpoint.ts';
import { ANY_USER } from '../perms.ts';
import { profileUpdateSchema, updatePwdSchema } from '../system/user.ts';
import * as rows from './system-rows.ts';

export const profileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/system/user/profile',
    perm: ANY_USER,
    summary: { zh: '个人信息', en: 'My profile' },
    tags: ['system/user/profile'],
    response: okOf(rows.sysUser).extend({ roleGroup: z.string(), postGroup: z.string() }),
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/system/user/profile',
    perm: ANY_USER,
    summary: { zh: '修改个人信息', en: 'Edit my profile' },
    tags: ['system/user/profile'],
    body: profileUpdateSchema,
    response: envelope,
  }),
  updatePwd: defineEndpoint({
    method: 'PUT',
    path: '/system/user/profile/updatePwd',
    perm: ANY_USER,
    summary: { zh: '修改密码', en: 'Change my password' },
    tags: ['system/user/profile'],
    body: updatePwdSchema,
    response: envelope,
  }),
  avatar: defineEndpoint({
    method: 'POST',
    path: '/system/user/profile/avatar',
    perm: ANY_USER,
    summary: { zh: '上传头像', en: 'Upload my avatar' },
    tags: ['system/user/profile'],
    response: okWith({ imgUrl: z.string() }),
  }),
};
