import { z } from 'zod';
import { loginBodySchema, registerBodySchema } from '../auth.ts';
import { defineEndpoint, envelope, okOf, okWith } from '../endpoint.ts';
import { ANY_USER, PUBLIC } from '../perms.ts';
import * as rows from './system-rows.ts';

export const authEndpoints = {
  captchaImage: defineEndpoint({
    method: 'GET',
    path: '/captchaImage',
    perm: PUBLIC,
    summary: { zh: '验证码图片', en: 'Captcha image' },
    tags: ['auth'],
    response: okWith(rows.captcha),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/login',
    perm: PUBLIC,
    summary: { zh: '登录', en: 'Sign in' },
    tags: ['auth'],
    body: loginBodySchema,
    response: okWith({ token: z.string() }),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/register',
    perm: PUBLIC,
    summary: { zh: '注册', en: 'Register' },
    tags: ['auth'],
    body: registerBodySchema,
    response: envelope,
  }),
  getInfo: defineEndpoint({
    method: 'GET',
    path: '/getInfo',
    perm: ANY_USER,
    summary: { zh: '当前用户信息', en: 'Current user, roles and permissions' },
    tags: ['auth'],
    response: okWith({
      user: rows.sysUser,
      roles: z.array(z.string()),
      permissions: z.array(z.string()),
      pwdChrtype: z.string(),
      isDefaultModifyPwd: z.boolean(),
      isPasswordExpired: z.boolean(),
    }),
  }),
  getRouters: defineEndpoint({
    method: 'GET',
    path: '/getRouters',
    perm: ANY_USER,
    summary: { zh: '当前用户菜单路由', en: "Current user's menu routes" },
    tags: ['auth'],
    response: okOf(z.array(rows.routerVo)),
  }),
  logout: defineEndpoint({ method: 'POST', path: '/logout', perm: PUBLIC, summary: { zh: '退出登录', en: 'Sign out' }, tags: ['auth'], response: envelope }),
};
