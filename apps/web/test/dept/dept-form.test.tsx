import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import DeptFormDialog from '../../src/features/dept/components/DeptFormDialog.tsx';
import { deptTreeOf, expandableIds } from '../../src/features/dept/components/deptTree.ts';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);
const put = vi.mocked(request.put);

const dept = (deptId: number, parentId: number, ancestors: string, deptName: string, parentName: string | null = null) => ({
  deptId,
  parentId,
  ancestors,
  deptName,
  orderNum: 1,
  leader: '测评',
  phone: '15888888888',
  email: 'ceping@example.com',
  status: '0',
  delFlag: '0',
  parentName,
  children: [] as never[],
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
});
const ALL = [
  dept(100, 0, '0', '测评科技'),
  dept(101, 100, '0,100', '深圳总公司'),
  dept(102, 100, '0,100', '长沙分公司'),
  dept(103, 101, '0,100,101', '研发部门'),
  dept(108, 102, '0,100,102', '市场部门'),
];
const ok = <T,>(data: T) => ({ code: 200, msg: '操作成功', data }) as never;

function answer(exclude = ALL.filter((d) => ![101, 103].includes(d.deptId))) {
  get.mockImplementation(async (url: string) => {
    if (url === '/system/dept/list') return ok(ALL);
    if (url === '/system/dept/list/exclude/101') return ok(exclude);
    if (url === '/system/dept/101') return ok({ ...ALL[1], parentName: '测评科技' });
    if (url === '/system/dept/100') return ok(ALL[0]);
    if (url === '/system/dept/list/exclude/100') return ok([]);
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
  put.mockResolvedValue({ code: 200, msg: '操作成功' } as never);
}

const open = (editing: { deptId?: number; parentId?: number }, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderScreen(<DeptFormDialog editing={editing} statusOptions={[]} onClose={() => undefined} onSaved={() => undefined} />, { lang });
const labels = () => [...document.querySelectorAll('.ant-modal .ant-form-item-label label')].map((l) => (l.textContent ?? '').trim());
/** Opens the parent picker and answers the titles it offers. */
async function parentChoices(): Promise<string[]> {
  const picker = document.querySelector('.ant-modal .ant-select') as HTMLElement;
  fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
  await waitFor(() => expect(document.querySelectorAll('.ant-select-tree-title').length).toBeGreaterThan(0));
  return [...document.querySelectorAll('.ant-select-tree-title')].map((n) => n.textContent ?? '');
}
function submit() {
  const button = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!button) throw new Error('dialog OK button not found');
  fireEvent.click(button);
}

describe('dept dialog: the parent picker', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
  });

  it('editing offers list/exclude: never the dept itself nor a dept below it', async () => {
    answer();
    await open({ deptId: 101 });
    await screen.findByDisplayValue('深圳总公司');
    expect(labels()).toEqual(['上级部门', '部门名称', '显示排序', '负责人', '联系电话', '邮箱', '部门状态']);
    const titles = await parentChoices();
    expect(titles).toEqual(expect.arrayContaining(['测评科技', '长沙分公司', '市场部门']));
    expect(titles).not.toContain('深圳总公司');
    expect(titles).not.toContain('研发部门');
    expect(get.mock.calls.map((c) => c[0])).toContain('/system/dept/list/exclude/101');
    submit();
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0][0]).toBe('/system/dept');
    expect(put.mock.calls[0][1]).toMatchObject({ deptId: 101, parentId: 100, deptName: '深圳总公司' });
  });

  it('an empty exclusion list still offers the current parent', async () => {
    answer([]);
    await open({ deptId: 101 });
    await screen.findByDisplayValue('深圳总公司');
    expect(await parentChoices()).toEqual(['测评科技']);
  });

  it('adding below a row offers every dept, starts at that parent and checks the fields', async () => {
    answer();
    await open({ parentId: 103 });
    await screen.findByText('添加部门');
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/system/dept/list']);
    const titles = await parentChoices();
    expect(titles).toEqual(expect.arrayContaining(['测评科技', '深圳总公司', '研发部门']));
    submit();
    expect(await screen.findByText('部门名称不能为空')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '测试组' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '123' } });
    submit();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][1]).toMatchObject({ parentId: 103, deptName: '测试组', orderNum: 0, status: '0' });
  });

  it('a root keeps no parent field, in English too', async () => {
    answer();
    await open({ deptId: 100 }, 'en-US');
    await screen.findByDisplayValue('测评科技');
    expect(labels()).toEqual(['Department', 'Order', 'Leader', 'Phone', 'Email', 'Status']);
  });
});

describe('dept tree helpers', () => {
  it('builds the tree from the flat list and lists what expand-all opens', () => {
    const tree = deptTreeOf(ALL);
    expect(tree.map((n) => n.deptId)).toEqual([100]);
    expect(tree[0].children?.map((n) => n.deptId)).toEqual([101, 102]);
    expect(expandableIds(tree)).toEqual([100, 101, 102]);
    // a scoped (partial) list still shows: a dept whose parent is missing is a root
    expect(deptTreeOf(ALL.slice(3)).map((n) => n.deptId)).toEqual([103, 108]);
  });
});
