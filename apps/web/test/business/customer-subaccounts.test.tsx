import type { Customer } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import CustomerPage from '../../src/features/customer/CustomerPage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);

const customer = (userId: number, userName: string, over: Partial<Customer>): Customer => ({
  userId,
  userName,
  nickName: userName,
  phonenumber: '',
  email: '',
  status: '0',
  roleKeys: ['common'],
  money: '0.00',
  frozen: '0.00',
  rate: '0.0000',
  addMoney: '0.00',
  siteId: 1,
  siteName: '测评系统',
  parentId: null,
  parentName: null,
  subCount: 0,
  hasPayPwd: true,
  loginDate: null,
  createTime: '2026-01-01 10:00:00',
  remark: null,
  ...over,
});
const seller = customer(3, 'seller', { nickName: '优品商家', money: '20000.00', subCount: 2 });
const seller2 = customer(4, 'seller2', { money: '5000.00', frozen: '800.00', siteId: 2, siteName: 'Global Review' });
const sub = customer(5, 'subseller', { nickName: '优品-运营', roleKeys: ['zi'], money: '800.00', frozen: '300.00', parentId: 3, parentName: 'seller' });
const sub2 = customer(6, 'subseller2', { roleKeys: ['zi'], money: '12.50', status: '1', parentId: 3, parentName: 'seller' });

const STATUS = [
  { dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: '', dictSort: 1 },
  { dictLabel: '停用', dictValue: '1', listClass: 'danger', cssClass: '', dictSort: 2 },
];

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string, query?: unknown) => {
    if (url === '/system/customer/list') {
      const parentId = (query as { parentId?: number } | undefined)?.parentId;
      const rows = parentId === 3 ? [sub, sub2] : parentId ? [] : [seller, seller2, sub, sub2];
      return { code: 200, msg: 'ok', rows, total: rows.length } as never;
    }
    if (url.startsWith('/system/dict/data/type/')) return { code: 200, msg: 'ok', data: STATUS } as never;
    return { code: 200, msg: 'ok', data: [] } as never;
  });
});

const rowOf = (id: number) => document.querySelector(`.app-container tbody tr[data-row-key="${id}"]`) as HTMLElement;
const listCalls = () => get.mock.calls.filter(([url]) => url === '/system/customer/list').map(([, q]) => q as Record<string, unknown>);

describe('sellers and their sub-accounts', () => {
  it('shows how many sub-accounts a main account has, frozen amounts for everyone, and filters the list by parent', async () => {
    await renderScreen(<CustomerPage />);
    await screen.findByText('seller2');
    expect(screen.getByRole('columnheader', { name: '上级/子账号' })).toBeTruthy();
    // A sub-account shows its parent there.
    expect(within(rowOf(5)).getByText('seller')).toBeTruthy();
    expect(within(rowOf(4)).getByText('800.00')).toBeTruthy();
    expect(within(rowOf(5)).getByText('300.00')).toBeTruthy();
    // A sub-account has no sub-accounts of its own; a main account without any shows 0.
    expect(within(rowOf(4)).queryByRole('button', { name: /子账号/ })).toBeNull();
    const count = within(rowOf(3)).getByRole('button', { name: '查看 seller 的子账号' });
    expect(count.textContent).toBe('2');
    fireEvent.click(count);
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ parentId: 3, pageNum: 1 }));
    // The search form says what the list is filtered by.
    const form = document.querySelector('form') as HTMLElement;
    expect(within(form).getByText('seller (优品商家)')).toBeTruthy();
  });

  it("lists a main account's sub-accounts with balance, frozen and status in its dialog", async () => {
    await renderScreen(<CustomerPage />, { lang: 'en-US' });
    await screen.findByText('seller2');
    fireEvent.click(within(rowOf(3)).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const section = await within(dialog).findByRole('region', { name: 'Sub-accounts (2)' });
    await within(section).findByText('subseller');
    expect(listCalls().some((q) => q.parentId === 3 && q.pageSize === 100)).toBe(true);
    const line = (name: string) => within(section).getByText(name).closest('tr') as HTMLElement;
    expect(within(line('subseller')).getByText('800.00')).toBeTruthy();
    expect(within(line('subseller')).getByText('300.00')).toBeTruthy();
    expect(within(line('subseller')).getByText('正常')).toBeTruthy();
    expect(within(line('subseller2')).getByText('12.50')).toBeTruthy();
    expect(within(line('subseller2')).getByText('停用')).toBeTruthy();
  });

  it("has no sub-account list in a sub-account's dialog", async () => {
    await renderScreen(<CustomerPage />);
    await screen.findByText('seller2');
    fireEvent.click(within(rowOf(5)).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改商家：subseller')).toBeTruthy();
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(listCalls().some((q) => q.parentId === 5)).toBe(false);
  });
});
