import type { CollectionRow, ComplaintRow, OperlogRow, RechargeRow, SysMenu, WithdrawalRow } from '@ceping/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { DateTime, Stacked } from '../../src/components/list/columns.tsx';
import CollectionPage from '../../src/features/collection/CollectionPage.tsx';
import ComplaintListScreen from '../../src/features/complaint/ComplaintListScreen.tsx';
import MenuPage from '../../src/features/menu/MenuPage.tsx';
import OperlogPage from '../../src/features/monitor/OperlogPage.tsx';
import { EvaluatePage } from '../../src/features/order/index.ts';
import RechargeListPage from '../../src/features/recharge/RechargeListPage.tsx';
import WithdrawalPage from '../../src/features/withdrawal/WithdrawalPage.tsx';
import '../../src/i18n/index.ts';
import { COMPLETED, orderRow } from '../order/fixtures.ts';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
}));

const get = vi.mocked(request.get);

/** Width left for a list's table at 1440 px (measured in chromium: sidebar, page and card padding taken off). */
const CONTENT_WIDTH_AT_1440 = 1184;

const audit = { createBy: 'admin', createTime: '2026-11-27 10:21:33', updateBy: '', updateTime: null };

const recharge: RechargeRow = {
  rechargeId: 1002,
  userId: 3,
  userName: 'seller',
  nickName: '优品商家',
  siteId: 1,
  siteName: '默认站点',
  amount: '2000.00',
  creditedAmount: '1998.50',
  debtPaid: '500.00',
  method: '1',
  collectionId: 1,
  collectionName: '深圳测评科技有限公司',
  collectionNo: '6225880000000001',
  voucher: '',
  referenceNo: 'CMB20260120017',
  status: '2',
  rejectReason: '流水号与到账记录不符',
  auditBy: 'finance',
  auditTime: '2026-11-27 11:05:09',
  remark: '',
  ...audit,
};

const withdrawal: WithdrawalRow = {
  id: 1004,
  userId: 4,
  userName: 'seller2',
  nickName: 'Global Goods',
  siteId: 1,
  siteName: null,
  amount: '800.00',
  accountType: '1',
  accountName: 'Global Goods Ltd',
  accountNo: '012-3456789-001',
  bankName: 'HSBC Hong Kong',
  status: '3',
  rejectReason: '',
  payNo: 'PAY20261127001',
  payTime: '2026-11-27 15:40:00',
  auditBy: 'finance',
  auditTime: '2026-11-27 12:00:00',
  remark: '',
  ...audit,
};

const collection: CollectionRow = {
  collectionId: 1,
  siteId: 1,
  siteName: '默认站点',
  method: '1',
  accountName: '深圳测评科技有限公司',
  bankName: '招商银行深圳分行',
  accountNo: '6225880000000001',
  qrCode: '',
  status: '0',
  orderNum: 1,
  remark: '',
  ...audit,
};

const complaint: ComplaintRow = {
  complaintId: 101,
  complaintNo: 'C20261127101',
  userId: 3,
  userName: 'seller',
  nickName: '优品商家',
  orderId: 1000,
  orderNo: '113-4829301-5512034',
  statementId: null,
  statementNo: '',
  taskId: 1000,
  taskNo: 'T202611251000',
  complaintType: '1',
  content: 'The buyer says the parcel never arrived.',
  images: '',
  status: '1',
  handleBy: 'service1',
  result: '',
  compensation: '25.00',
  resolveTime: null,
  reopenUntil: null,
  closeTime: null,
  createTime: '2026-11-27 10:21:33',
  updateTime: null,
};

const operlog: OperlogRow = {
  operId: 100,
  title: '菜单管理',
  businessType: 2,
  method: 'x',
  requestMethod: 'PUT',
  operatorType: 1,
  operName: 'admin',
  deptName: '',
  operUrl: '/system/menu',
  operIp: '2408:8207:1855:5a20:1d3c:9f1e:ab12:77fe',
  operLocation: '广东省 深圳市',
  operParam: '{}',
  jsonResult: '{}',
  status: 0,
  errorMsg: '',
  operTime: '2026-11-27 10:21:33',
  costTime: 12,
};

const menu = {
  menuId: 1,
  menuName: '系统管理',
  menuNameEn: 'System',
  parentId: 0,
  orderNum: 90,
  path: 'system',
  component: '',
  query: '',
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: '',
  icon: 'system',
  children: [],
  remark: '',
  ...audit,
} as unknown as SysMenu;

beforeEach(() => {
  get.mockImplementation(async (url: string) => {
    const rows = (list: unknown[]) => ({ code: 200, msg: 'ok', rows: list, total: list.length }) as never;
    if (url === '/system/recharge/list') return rows([recharge]);
    if (url === '/system/withdrawal/list')
      return rows([withdrawal, { ...withdrawal, id: 1005, status: '2', rejectReason: '户名与预留信息不一致', payNo: '', payTime: null }]);
    if (url === '/system/collection/list') return rows([collection]);
    if (url === '/system/complaint/list') return rows([complaint]);
    if (url === '/monitor/operlog/list') return rows([operlog]);
    if (url === '/system/orders/list') return rows([orderRow({ ...COMPLETED } as never)]);
    if (url === '/system/menu/list') return { code: 200, msg: 'ok', data: [menu] } as never;
    return { code: 200, msg: 'ok', data: [] } as never;
  });
});

/** The table's least width (ListTable's `scroll.x`, set on the table element). */
async function tableWidth(): Promise<number> {
  const table = await waitFor(() => {
    const found = document.querySelector<HTMLTableElement>('.ant-table-content table, .ant-table-body table');
    if (!found) throw new Error('no table');
    return found;
  });
  return Number.parseInt(table.style.width, 10);
}

const screens: [string, () => ReactElement][] = [
  ['recharge approvals', () => <RechargeListPage mode="audit" />],
  ['recharge records', () => <RechargeListPage mode="record" />],
  ['own recharges', () => <RechargeListPage mode="own" />],
  ['withdrawal approvals', () => <WithdrawalPage mode="finance" />],
  ['own withdrawals', () => <WithdrawalPage mode="seller" />],
  ['collection accounts', () => <CollectionPage />],
  ['complaints', () => <ComplaintListScreen side="staff" />],
  ['reviews', () => <EvaluatePage />],
  ['menus', () => <MenuPage />],
  ['operation log', () => <OperlogPage />],
];

// the widths are the same in both languages; the English titles are checked on screen (e2e lists-layout)
describe('the lists that scrolled sideways fit 1440 px', () => {
  it.each(screens)('the %s table needs no more than the content width', async (_name, screenElement) => {
    await renderScreen(screenElement());
    const width = await tableWidth();
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
  });
});

describe('fields moved into a shared cell stay on the row', () => {
  it('recharges: credited over debt paid, method over account, reject reason under the status, submitted over reviewed', async () => {
    await renderScreen(<RechargeListPage mode="record" />);
    const row = (await screen.findByText('CMB20260120017')).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['到账金额抵扣欠款', '支付方式收款账户', '提交时间审核时间']));
    expect(within(row).getByText('1,998.50')).toBeTruthy();
    expect(within(row).getByText('500.00')).toBeTruthy();
    expect(within(row).getByText('深圳测评科技有限公司')).toBeTruthy();
    expect(within(row).getByText('流水号与到账记录不符')).toBeTruthy();
    expect(within(row).getByText('2026-11-27 10:21:33')).toBeTruthy();
    expect(within(row).getByText('2026-11-27 11:05:09')).toBeTruthy();
  });

  it('withdrawals: holder over bank and account number, payment reference over its time, the reason of a rejected one', async () => {
    await renderScreen(<WithdrawalPage mode="finance" />, { lang: 'en-US' });
    const paid = (await screen.findByText('PAY20261127001')).closest('tr') as HTMLElement;
    expect(within(paid).getByText('Global Goods Ltd')).toBeTruthy();
    expect(within(paid).getByText('HSBC Hong Kong · 012-3456789-001')).toBeTruthy();
    expect(within(paid).getByText('2026-11-27 15:40:00')).toBeTruthy();
    const rejected = screen.getByText('户名与预留信息不一致').closest('tr') as HTMLElement;
    expect(within(rejected).getByText('1005')).toBeTruthy();
  });

  it('collection accounts: the holder over the bank and the account number', async () => {
    await renderScreen(<CollectionPage />);
    const account = await screen.findByText('深圳测评科技有限公司');
    expect(within(account.closest('tr') as HTMLElement).getByText('招商银行深圳分行 · 6225880000000001')).toBeTruthy();
  });

  it('operation log: the address over its location', async () => {
    await renderScreen(<OperlogPage />);
    const ip = await screen.findByText('2408:8207:1855:5a20:1d3c:9f1e:ab12:77fe');
    expect(within(ip.closest('tr') as HTMLElement).getByText('广东省 深圳市')).toBeTruthy();
  });
});

describe('shared cells', () => {
  it('Stacked cuts each line and shows both whole in a tooltip', async () => {
    render(<Stacked top="Global Goods Ltd" bottom="HSBC Hong Kong · 012-3456789-001" />);
    const top = screen.getByText('Global Goods Ltd');
    expect(top.style.textOverflow).toBe('ellipsis');
    fireEvent.mouseEnter(top);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Global Goods LtdHSBC Hong Kong · 012-3456789-001');
  });

  it('Stacked without a second value shows one line, and "-" for nothing', () => {
    const { container, rerender } = render(<Stacked top="only" bottom="" tooltip={false} />);
    expect(container.textContent).toBe('only');
    rerender(<Stacked top={null} tooltip={false} />);
    expect(container.textContent).toBe('-');
  });

  it('DateTime puts the date over the time', () => {
    const { container, rerender } = render(<DateTime value="2026-11-27 10:21:33" />);
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.textContent).toBe('2026-11-2710:21:33');
    rerender(<DateTime value={null} />);
    expect(container.textContent).toBe('-');
  });
});
