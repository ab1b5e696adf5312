import { z } from 'zod';
import { defineEndpoint, fileResponse, okWith } from '../endpoint.ts';
import { ANY_USER, PUBLIC } from '../perms.ts';

const downloadQuery = z.object({
  fileName: z.string().min(1, 'file.required').max(300, 'validation.tooLong'),
  delete: z.enum(['true', 'false', '1', '0', '']).optional(),
});

const resourceQuery = z.object({ resource: z.string().min(1, 'file.required').max(300, 'validation.tooLong') });

export const commonEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/common/upload',
    perm: ANY_USER,
    summary: { zh: '上传文件', en: 'Upload a file' },
    tags: ['common'],
    response: okWith({ url: z.string(), fileName: z.string(), newFileName: z.string(), originalFilename: z.string() }),
  }),
  uploads: defineEndpoint({
    method: 'POST',
    path: '/common/uploads',
    perm: ANY_USER,
    summary: { zh: '上传多个文件', en: 'Upload files' },
    tags: ['common'],
    response: okWith({ urls: z.string(), fileNames: z.string(), newFileNames: z.string(), originalFilenames: z.string() }),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/common/download',
    perm: ANY_USER,
    summary: { zh: '下载文件', en: 'Download a file' },
    tags: ['common'],
    query: downloadQuery,
    response: fileResponse(),
  }),
  resource: defineEndpoint({
    method: 'GET',
    path: '/common/download/resource',
    perm: ANY_USER,
    summary: { zh: '下载资源', en: 'Download a resource' },
    tags: ['common'],
    query: resourceQuery,
    response: fileResponse(),
  }),
  profileFile: defineEndpoint({
    method: 'GET',
    path: '/profile/*',
    perm: PUBLIC,
    summary: { zh: '上传的文件', en: 'An uploaded file' },
    tags: ['common'],
    response: fileResponse(),
  }),
};
