import { Perm } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '../../src/features/account/AccountPage.tsx';
import InvitationPage from '../../src/features/account/InvitationPage.tsx';
import MessagePage from '../../src/features/account/MessagePage.tsx';
import { type FetchMock, fakeFeedback, json, mockFetch } from '../helpers/http.ts';
import { renderScreen } from '../user/render.tsx';

/** Seller centre → Account, Invitation and Messages against a fake API (zh-CN, one en-US pass). */

const SELLER_PERMS = [
  Perm.recharge.add,
  Perm.withdrawal.list,
  Perm.fund.list,
  Perm.invitation.list,
  Perm.invitation.query,
  Perm.invitation.edit,
  Perm.message.list,
  Perm.message.edit,
  Perm.message.remove,
];
const SUB_PERMS = [Perm.recharge.add, Perm.withdrawal.list, Perm.fund.list, Perm.message.list, Perm.message.edit, Perm.message.remove];

const profile = (over: Record<string, unknown> = {}) => ({
  userId: 3,
  deptId: 110,
  userName: 'seller',
  nickName: '优品商家',
  email: '',
  phonenumber: '',
  sex: '0',
  avatar: '',
  status: '0',
  delFlag: '0',
  loginIp: '',
  loginDate: null,
  pwdUpdateDate: null,
  createBy: 'admin',
  createTime: '2026-01-02 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
  dept: null,
  admin: false,
  money: '17829.40',
  frozen: '300.00',
  addMoney: '2.00',
  rate: '2.5000',
  parentId: null,
  siteId: 1,
  site: { siteId: 1, siteName: '测评系统', logo: null, domain: 'localhost' },
  parent: null,
  ...over,
});

const dictRows = (type: string, items: [string, string][]) =>
  items.map(([value, label], i) => ({
    dictCode: i + 1,
    dictSort: i + 1,
    dictLabel: label,
    dictValue: value,
    dictType: type,
    listClass: 'default',
    cssClass: '',
    isDefault: 'N',
    status: '0',
    default: false,
  }));

interface Api {
  fetch: FetchMock;
  /** `METHOD path?query` of every request. */
  calls: string[];
}

function api(answer: (method: string, path: string, url: URL) => unknown): Api {
  const calls: string[] = [];
  const fetch = mockFetch((raw, init) => {
    const url = new URL(raw, 'http://x');
    const path = url.pathname.replace(/^\/prod-api/, '');
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    if (path === '/system/dict/data/type/sys_normal_disable')
      return json({
        code: 200,
        msg: 'OK',
        data: dictRows('sys_normal_disable', [
          ['0', '正常'],
          ['1', '停用'],
        ]),
      });
    if (path === '/system/dict/data/type/message_type')
      return json({
        code: 200,
        msg: 'OK',
        data: dictRows('message_type', [
          ['1', '系统'],
          ['2', '邀请'],
          ['3', '资金'],
        ]),
      });
    const body = answer(method, path, url);
    return json(body ?? { code: 404, msg: `unexpected ${method} ${path}` });
  });
  return { fetch, calls };
}

const seller = { roles: ['common'], permissions: SELLER_PERMS };

beforeEach(() => {
  fakeFeedback();
});
afterEach(() => vi.unstubAllGlobals());

describe('account page', () => {
  it("shows a main account's balance, frozen amount, rate, surcharge, site and invite code, and links to the money screens", async () => {
    const { calls } = api((_m, path) => {
      if (path === '/system/user/profile') return { code: 200, msg: 'OK', data: profile(), roleGroup: '商家', postGroup: '' };
      if (path === '/system/invitation') return { code: 200, msg: 'OK', data: { inviteCode: 'K7MX2QPA', subAccounts: 1 } };
    });
    const { router } = await renderScreen(<AccountPage />, { path: '/seller/account-info', route: '/seller/account-info', as: seller });
    expect(await screen.findByText('17,829.40')).toBeTruthy();
    expect(screen.getByTestId('account-frozen').textContent).toBe('300.00');
    expect(screen.getByText('2.5%')).toBeTruthy();
    expect(screen.getByText('2.00')).toBeTruthy();
    expect(screen.getByText('测评系统')).toBeTruthy();
    expect(screen.getByText('商家主账号')).toBeTruthy();
    expect(screen.queryByText('所属主账号')).toBeNull();
    expect((await screen.findByTestId('account-invite-code')).textContent).toContain('K7MX2QPA');
    expect(screen.getByText('2026-01-02 10:00:00')).toBeTruthy();
    expect(calls).toContain('GET /system/invitation');
    fireEvent.click(screen.getByRole('button', { name: '充 值' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/recharge-pay'));
  });

  it("shows a sub-account's main account and no invitation, in English", async () => {
    const { calls } = api((_m, path) => {
      if (path === '/system/user/profile')
        return {
          code: 200,
          msg: 'OK',
          data: profile({
            userId: 5,
            userName: 'subseller',
            nickName: '优品-运营',
            parentId: 3,
            parent: { userId: 3, userName: 'seller', nickName: '优品商家' },
            money: '-12.50',
          }),
          roleGroup: '子账号',
          postGroup: '',
        };
    });
    await renderScreen(<AccountPage />, { lang: 'en-US', as: { roles: ['zi'], permissions: SUB_PERMS } });
    expect(await screen.findByText('优品商家 (seller)')).toBeTruthy();
    expect(screen.getByText('Sub-account')).toBeTruthy();
    expect(screen.getByText('The account is in debt: a recharge pays the debt first')).toBeTruthy();
    expect(screen.queryByText('My invite code')).toBeNull();
    expect(calls.some((c) => c.includes('/system/invitation'))).toBe(false);
  });
});

describe('invitation page', () => {
  it('shows the code and the register link, regenerates after a confirmation, and lists the sub-accounts', async () => {
    let code = 'K7MX2QPA';
    const { calls } = api((method, path) => {
      if (path === '/system/invitation' && method === 'GET') return { code: 200, msg: 'OK', data: { inviteCode: code, subAccounts: 1 } };
      if (path === '/system/invitation/code' && method === 'PUT') {
        code = 'P3RW8NZD';
        return { code: 200, msg: 'OK', data: { inviteCode: code, subAccounts: 1 } };
      }
      if (path === '/system/invitation/list')
        return {
          code: 200,
          msg: 'OK',
          rows: [{ userId: 5, userName: 'subseller', nickName: '优品-运营', status: '0', loginDate: null, createTime: '2026-01-03 09:00:00' }],
          total: 1,
        };
    });
    await renderScreen(<InvitationPage />, { as: seller });
    expect((await screen.findByTestId('invite-code')).textContent).toContain('K7MX2QPA');
    expect(screen.getByTestId('invite-link').textContent).toContain(`${window.location.origin}/register?invite=K7MX2QPA`);
    expect(await screen.findByText('subseller')).toBeTruthy();
    expect(screen.getByText('子账号 1 个')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /重新生成/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/旧邀请码和旧链接立即失效/)).toBeTruthy();
    expect(calls).not.toContain('PUT /system/invitation/code');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toContain('P3RW8NZD'));
    expect(screen.getByTestId('invite-link').textContent).toContain('/register?invite=P3RW8NZD');
    expect(calls.filter((c) => c === 'PUT /system/invitation/code')).toHaveLength(1);
  });

  it('offers no regeneration without the permission', async () => {
    api((_m, path) => {
      if (path === '/system/invitation') return { code: 200, msg: 'OK', data: { inviteCode: 'K7MX2QPA', subAccounts: 0 } };
      if (path === '/system/invitation/list') return { code: 200, msg: 'OK', rows: [], total: 0 };
    });
    await renderScreen(<InvitationPage />, { as: { roles: ['common'], permissions: [Perm.invitation.list, Perm.invitation.query] } });
    expect((await screen.findByTestId('invite-code')).textContent).toContain('K7MX2QPA');
    expect(screen.queryByRole('button', { name: /重新生成/ })).toBeNull();
  });
});

describe('messages page', () => {
  const rows = [
    {
      messageId: 8,
      msgType: '3',
      title: '提现被驳回',
      content: '您的提现申请 #12（¥200.00）被驳回：账户有误。金额已退回余额。',
      isRead: false,
      readTime: null,
      refType: 'withdrawal',
      refId: 12,
      createTime: '2026-01-26 10:00:00',
    },
    {
      messageId: 7,
      msgType: '2',
      title: '新的子账号',
      content: 'helper1 已使用您的邀请码注册，成为您的子账号。',
      isRead: true,
      readTime: '2026-01-25 10:00:00',
      refType: 'user',
      refId: 9,
      createTime: '2026-01-25 09:00:00',
    },
  ];

  function inbox() {
    return api((method, path, url) => {
      if (path === '/system/message/list') {
        const unreadOnly = url.searchParams.get('isRead') === '0';
        const picked = unreadOnly ? rows.filter((r) => !r.isRead) : rows;
        return { code: 200, msg: 'OK', rows: picked, total: picked.length };
      }
      if (method === 'PUT' && path.startsWith('/system/message/read')) return { code: 200, msg: 'OK', data: { unread: 0 } };
      if (method === 'PUT' && path === '/system/message/readAll') return { code: 200, msg: 'OK', data: { unread: 0 } };
      if (method === 'DELETE' && path.startsWith('/system/message/')) return { code: 200, msg: 'OK', data: { unread: 0 } };
    });
  }

  it('lists the messages (unread ones marked), filters unread, marks one and all read', async () => {
    const { calls } = inbox();
    await renderScreen(<MessagePage />, { as: seller });
    expect(await screen.findByText('提现被驳回')).toBeTruthy();
    expect(screen.getByText('新的子账号')).toBeTruthy();
    const unreadRow = screen.getByText('提现被驳回').closest('tr') as HTMLElement;
    expect(within(unreadRow).getByText('未读')).toBeTruthy();
    expect(await within(unreadRow).findByText('资金')).toBeTruthy();

    fireEvent.click(within(unreadRow).getByRole('button', { name: '标记已读' }));
    await waitFor(() => expect(calls).toContain('PUT /system/message/read/8'));
    // the list (and the navbar count, same resource) is read again
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET /system/message/list')).length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: '全部标记已读' }));
    await waitFor(() => expect(calls).toContain('PUT /system/message/readAll'));

    fireEvent.mouseDown(screen.getByLabelText('阅读状态'));
    fireEvent.click(await screen.findByTitle('未读'));
    fireEvent.click(within(screen.getByRole('form', { name: '搜索' })).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(calls.some((c) => c.startsWith('GET /system/message/list') && c.includes('isRead=0'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('新的子账号')).toBeNull());
  });

  it('deletes after a confirmation, and hides what the permissions do not allow (en-US)', async () => {
    const { calls } = inbox();
    await renderScreen(<MessagePage />, { lang: 'en-US', as: { roles: ['zi'], permissions: [Perm.message.list, Perm.message.remove] } });
    expect(await screen.findByText('提现被驳回')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    const row = screen.getByText('新的子账号').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the 1 selected messages?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls).toContain('DELETE /system/message/7'));
  });
});
