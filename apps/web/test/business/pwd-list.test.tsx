import type { PwdStatus } from '@ceping/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import PwdPage from '../../src/features/pwd/PwdPage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
}));

const get = vi.mocked(request.get);

const row = (userId: number, userName: string, roleKeys: string[]): PwdStatus => ({
  userId,
  userName,
  nickName: userName,
  roleKeys,
  hasPwd: false,
  status: '0',
});

describe('second-password list', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url === '/system/pwd/list')
        return {
          code: 200,
          msg: 'OK',
          total: 4,
          rows: [row(1, 'admin', ['admin']), row(2, 'staff', ['service']), row(3, 'seller', ['common']), row(4, 'sub', ['zi', 'auditor'])],
        };
      return { code: 200, msg: 'OK', rows: [], total: 0, data: [] };
    });
  });

  for (const [lang, names] of [
    ['en-US', ['Administrator', 'Staff', 'Seller', 'Sub-account']],
    ['zh-CN', ['超级管理员', '客服', '商家', '子账号']],
  ] as const) {
    it(`shows role names, not role keys (${lang})`, async () => {
      await renderScreen(<PwdPage />, { lang });
      const table = document.querySelector('.ant-table') as HTMLElement;
      await within(table).findByText(names[0]);
      const tags = [...table.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
      for (const name of names) expect(tags).toContain(name);
      for (const key of ['admin', 'service', 'common', 'zi']) expect(tags).not.toContain(key);
      // a role an administrator created has no translation: its key is shown
      expect(tags).toContain('auditor');
      expect(screen.queryByText('customer.role.auditor')).toBeNull();
    });
  }
});
