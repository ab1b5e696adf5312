import { z } from 'zod';
import { defineEndpoint, envelope } from '../endpoint.ts';
import { ANY_USER } from '../perms.ts';

export const configEndpoints = {
  configKey: defineEndpoint({
    method: 'GET',
    path: '/system/config/configKey/:configKey',
    perm: ANY_USER,
    summary: { zh: '按键名读取参数', en: 'Read a setting by key' },
    tags: ['system/config'],
    params: z.object({ configKey: z.string().min(1).max(100) }),
    response: envelope,
  }),
};
