import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import SwaggerPage from '../../src/views/tool/swagger/index.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
}));
const get = vi.mocked(request.get);

const doc = {
  openapi: '3.1.0',
  paths: {
    '/login': {
      post: {
        summary: '登录',
        tags: ['auth'],
        'x-permission': 'public',
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { username: { type: 'string' } } } } } },
        responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/system/user/list': {
      get: {
        summary: '查询用户列表',
        tags: ['system/user'],
        'x-permission': 'system:user:list',
        parameters: [{ name: 'pageNum', in: 'query' }],
        responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties: { rows: { type: 'array' } } } } } } },
      },
    },
  },
};

describe('API docs screen', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue(doc as never);
  });

  it('loads the document from the contract path and lists each endpoint with its method, summary and permission', async () => {
    await renderScreen(<SwaggerPage />);
    expect(await screen.findByText('/system/user/list')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/v3/api-docs');
    expect(screen.getByText('查询用户列表')).toBeTruthy();
    expect(screen.getByText('system:user:list')).toBeTruthy();
    expect(screen.getByText('无需登录')).toBeTruthy();
    expect(screen.getByText('共 2 个接口')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索路径、说明或权限'), { target: { value: 'login' } });
    expect(screen.queryByText('/system/user/list')).toBeNull();
    expect(screen.getByText('共 1 个接口')).toBeTruthy();
  });
});
