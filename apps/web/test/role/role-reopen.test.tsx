import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import RoleFormDialog from '../../src/features/role/components/RoleFormDialog.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const put = vi.mocked(request.put);
const role = (roleId: number, roleName: string) => ({
  roleId,
  roleName,
  roleNameEn: null,
  roleKey: `k${roleId}`,
  roleSort: roleId,
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  delFlag: '0',
  flag: false,
  menuIds: null,
  deptIds: null,
  permissions: null,
  admin: false,
  createBy: '',
  createTime: null,
  updateBy: '',
  updateTime: null,
  remark: null,
});

function Host() {
  const [editing, setEditing] = useState<{ roleId?: number } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEditing({ roleId: 2 })}>
        e2
      </button>
      <button type="button" onClick={() => setEditing({ roleId: 3 })}>
        e3
      </button>
      <RoleFormDialog editing={editing} statusOptions={[]} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </>
  );
}

/** Saving one role and then editing another shows the other role's values (not the first one's). */
it('edited after another role, a role dialog shows its own values', async () => {
  get.mockImplementation(async (url: string) => {
    if (url.startsWith('/system/menu/roleMenuTreeselect')) return { code: 200, msg: '', menus: [], checkedKeys: [] };
    if (url === '/system/role/2') return { code: 200, msg: '', data: role(2, '客服') };
    if (url === '/system/role/3') return { code: 200, msg: '', data: role(3, '商家') };
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' });
  put.mockResolvedValue({ code: 200, msg: '操作成功' });
  await renderScreen(<Host />);
  fireEvent.click(screen.getByText('e2'));
  await waitFor(() => expect((screen.getByLabelText('角色名称') as HTMLInputElement).value).toBe('客服'));
  fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
  await waitFor(() => expect(put).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 1500));
  fireEvent.click(screen.getByText('e3'));
  await new Promise((r) => setTimeout(r, 1500));
  const inputs = screen.getAllByLabelText('角色名称') as HTMLInputElement[];
  expect(inputs.map((i) => i.value)).toEqual(['商家']);
});
