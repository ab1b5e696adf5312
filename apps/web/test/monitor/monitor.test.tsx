import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import CacheListPage from '../../src/views/monitor/cache/list.tsx';
import OnlinePage from '../../src/views/monitor/online/index.tsx';
import OperlogPage from '../../src/views/monitor/operlog/index.tsx';
import ServerPage from '../../src/views/monitor/server/index.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  del: vi.fn(),
}));
const get = vi.mocked(request.get);
const del = vi.mocked(request.del);

const session = (tokenId: string, userName: string, current: boolean) => ({
  tokenId,
  userName,
  deptName: '研发部门',
  ipaddr: '10.0.0.9',
  loginLocation: '内网IP',
  browser: 'Chrome 120',
  os: 'Windows 10',
  loginTime: '2026-01-02 03:04:05',
  current,
});
const dicts: Record<string, unknown[]> = {
  sys_oper_type: [{ dictValue: '2', dictLabel: '修改', listClass: 'info', dictSort: 1 }],
  sys_common_status: [
    { dictValue: '0', dictLabel: '成功', listClass: 'primary', dictSort: 1 },
    { dictValue: '1', dictLabel: '失败', listClass: 'danger', dictSort: 2 },
  ],
};

beforeEach(() => {
  get.mockReset();
  del.mockReset();
});

describe('online users', () => {
  it('lists sessions, keeps one from forcing itself out and forces another out after a confirmation', async () => {
    const me = '11111111-1111-1111-1111-111111111111';
    const other = '22222222-2222-2222-2222-222222222222';
    get.mockResolvedValue({ code: 200, msg: '', rows: [session(me, 'admin', true), session(other, 'staff', false)], total: 2 } as never);
    del.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
    await renderScreen(<OnlinePage />);
    const staffRow = (await screen.findByText(other)).closest('tr') as HTMLElement;
    const myRow = screen.getByText(me).closest('tr') as HTMLElement;
    expect(within(myRow).getByText('当前会话')).toBeTruthy();
    expect((within(myRow).getByRole('button', { name: /强退/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(staffRow).getByRole('button', { name: /强退/ }));
    expect(await screen.findByText('是否确认强退名称为"staff"的用户？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(del.mock.calls[0]?.[0]).toBe(`/monitor/online/${other}`));
  });
});

describe('operation log', () => {
  it('opens the detail dialog with the masked parameters the server answered', async () => {
    get.mockImplementation(async (url: string) => {
      if (url.startsWith('/system/dict/data/type/')) return { code: 200, msg: '', data: dicts[url.split('/').pop() as string] ?? [] } as never;
      return {
        code: 200,
        msg: '',
        total: 1,
        rows: [
          {
            operId: 7,
            title: '用户管理',
            businessType: 2,
            method: 'PUT /prod-api/system/user',
            requestMethod: 'PUT',
            operatorType: 1,
            operName: 'admin',
            deptName: '研发部门',
            operUrl: '/prod-api/system/user',
            operIp: '127.0.0.1',
            operLocation: '内网IP',
            operParam: '{"userName":"u1","password":"******"}',
            jsonResult: '{"code":200}',
            status: 0,
            errorMsg: '',
            operTime: '2026-01-02 03:04:05',
            costTime: 12,
          },
        ],
      } as never;
    });
    await renderScreen(<OperlogPage />);
    fireEvent.click(await screen.findByRole('button', { name: /详细/ }));
    const param = await screen.findByTestId('oper-param');
    expect(param.textContent).toContain('"password": "******"');
    expect(screen.getByText('操作日志详细')).toBeTruthy();
    expect(screen.getAllByText('12毫秒').length).toBeGreaterThan(0);
  });
});

describe('server monitor', () => {
  it('shows the live figures in English, the Node process in the JVM place, usage above 80 % in red', async () => {
    get.mockResolvedValue({
      code: 200,
      msg: '',
      data: {
        cpu: { cpuNum: 2, total: 100, sys: 3.5, used: 12.25, wait: 0, free: 84.25, model: 'x', loadAverage: [0.5, 0.4, 0.3] },
        mem: { total: 23.4, used: 20.1, free: 3.3, usage: 85.9 },
        jvm: {
          total: 80,
          max: 4000,
          used: 60,
          free: 20,
          usage: 75,
          name: 'Node.js',
          version: 'v20.20.2',
          home: '/usr/bin/node',
          startTime: '2026-01-02 03:04:05',
          runTime: '0天1小时2分钟',
          inputArgs: '[]',
          uptime: 3720,
          rss: 150.5,
          eventLoopDelay: { mean: 10.2, p99: 21.5, max: 30 },
          pid: 42,
        },
        sys: { computerName: 'box', computerIp: '10.0.0.1', userDir: '/srv', osName: 'Linux 6', osArch: 'x64' },
        sysFiles: [{ dirName: '/', sysTypeName: 'ext4', typeName: '/dev/sda1', total: '100.0 GB', free: '40.0 GB', used: '60.0 GB', usage: 60 }],
      },
    } as never);
    await renderScreen(<ServerPage />, { lang: 'en-US' });
    expect(await screen.findByText('v20.20.2')).toBeTruthy();
    expect(get.mock.calls[0][0]).toBe('/monitor/server');
    expect(screen.getByText('0 d 1 h 2 min')).toBeTruthy();
    expect(screen.getByText('mean 10.2 ms · p99 21.5 ms · max 30 ms')).toBeTruthy();
    expect(screen.getByText('85.9%').className).toContain('danger');
    expect(screen.getByText('75%').className).not.toContain('danger');
    expect(screen.getByText('100.0 GB')).toBeTruthy();
  });
});

describe('cache list', () => {
  it('lists names and keys and says when a value is not shown', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/monitor/cache/getNames')
        return { code: 200, msg: '', data: [{ cacheName: 'login_tokens:', cacheKey: '', cacheValue: '', remark: '用户信息（登录会话）' }] } as never;
      if (url.startsWith('/monitor/cache/getKeys/')) return { code: 200, msg: '', data: ['login_tokens:abc'] } as never;
      throw new request.RequestError('该缓存内容涉及登录凭据，不予显示', 'code' as request.RequestErrorKind, { code: 500, shown: true });
    });
    await renderScreen(<CacheListPage />);
    fireEvent.click(await screen.findByText('login_tokens'));
    fireEvent.click(await screen.findByText('abc'));
    expect(await screen.findByText('该缓存内容不予显示')).toBeTruthy();
    expect((screen.getByTestId('cache-value') as HTMLTextAreaElement).value).toBe('');
  });
});
