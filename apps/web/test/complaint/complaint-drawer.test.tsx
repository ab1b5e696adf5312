import type { ComplaintDetail } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComplaintDrawer from '../../src/features/complaint/components/ComplaintDrawer.tsx';
import { fakeFeedback } from '../helpers/http.ts';
import { fakeServer } from '../order/fixtures.ts';
import { renderAs } from '../task/render.tsx';

const HANDLE = ['system:complaint:list', 'system:complaint:query', 'system:complaint:reply', 'system:complaint:handle'];
const SELLER = ['system:complaint:list', 'system:complaint:query', 'system:complaint:add', 'system:complaint:reply', 'system:complaint:confirm'];

function complaint(patch: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return {
    complaintId: 100,
    complaintNo: 'C20261127100',
    userId: 3,
    userName: 'seller',
    nickName: '优品商家',
    orderId: 1000,
    orderNo: '113-1',
    taskId: 1000,
    taskNo: 'T202611271000',
    statementId: null,
    statementNo: '',
    complaintType: '1',
    content: '买家没有收到货',
    images: '',
    status: '0',
    handleBy: '',
    result: '',
    compensation: null,
    resolveTime: null,
    reopenUntil: null,
    closeTime: null,
    createTime: '2026-11-27 10:00:00',
    updateTime: null,
    replies: [{ replyId: 1, kind: 'reply', userName: 'seller', staff: false, content: '请尽快处理', images: '', createTime: '2026-11-27 10:05:00' }],
    ...patch,
  };
}

function serve(detail: ComplaintDetail) {
  return fakeServer(({ method, path }) => {
    if (method === 'GET' && path === `/system/complaint/${detail.complaintId}`) return { code: 200, msg: 'OK', data: detail };
    if (method === 'PUT' && path.startsWith(`/system/complaint/${detail.complaintId}/`)) return { code: 200, msg: '操作成功', data: detail };
    if (method === 'POST' && path === `/system/complaint/${detail.complaintId}/reply`)
      return { code: 200, msg: '操作成功', data: { replyId: 2, kind: 'reply', userName: 'x', staff: true, content: 'x', images: '', createTime: null } };
    return undefined;
  });
}

async function open(
  detail: ComplaintDetail,
  side: 'staff' | 'seller',
  viewer: { roles: string[]; permissions: string[]; userId: number },
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  const server = serve(detail);
  const view = await renderAs(<ComplaintDrawer id={detail.complaintId} side={side} onClose={() => undefined} onChanged={() => undefined} />, {
    ...viewer,
    lang,
  });
  await screen.findByText(detail.content);
  return { ...view, ...server };
}
const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const button = (name: RegExp) => within(drawer()).queryByRole('button', { name });

beforeEach(() => {
  fakeFeedback();
});
afterEach(() => vi.unstubAllGlobals());

describe('complaint drawer', () => {
  it('staff see take, resolve and reject on an open complaint, and the thread', async () => {
    await open(complaint(), 'staff', { roles: ['service'], permissions: HANDLE, userId: 2 });
    expect(button(/受\s?理/)).toBeTruthy();
    expect(button(/解\s?决/)).toBeTruthy();
    expect(button(/驳\s?回/)).toBeTruthy();
    expect(button(/确认关闭/)).toBeNull();
    expect(within(drawer()).getByText('请尽快处理')).toBeTruthy();
  });

  it('take sends PUT …/take', async () => {
    const { sent } = await open(complaint(), 'staff', { roles: ['service'], permissions: HANDLE, userId: 2 });
    fireEvent.click(button(/受\s?理/) as HTMLElement);
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT' && s.path === '/system/complaint/100/take')).toBe(true));
  });

  it('staff resolve with a note only; the compensation field is for admins', async () => {
    const { sent } = await open(complaint({ status: '1' }), 'staff', { roles: ['service'], permissions: HANDLE, userId: 2 });
    fireEvent.click(button(/解\s?决/) as HTMLElement);
    const dialog = (await screen.findByText('解决投诉 C20261127100', undefined, { timeout: 5000 })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByLabelText('赔付金额（元，可选）')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '已补发' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(sent.find((s) => s.path === '/system/complaint/100/resolve')?.body).toEqual({ note: '已补发', compensation: null }));
  });

  it('an admin sees the compensation field, and an empty note is refused with the server rule', async () => {
    const { sent } = await open(complaint({ status: '1' }), 'staff', { roles: ['admin'], permissions: ['*:*:*'], userId: 1 });
    fireEvent.click(button(/解\s?决/) as HTMLElement);
    const dialog = (await screen.findByText('解决投诉 C20261127100', undefined, { timeout: 5000 })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText('赔付金额（元，可选）')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请填写内容')).toBeTruthy();
    expect(sent.some((s) => s.path === '/system/complaint/100/resolve')).toBe(false);
  });

  it('the seller confirms or reopens a resolved complaint, and replies', async () => {
    const { sent } = await open(complaint({ status: '2', result: '已补发', reopenUntil: '2026-12-04 10:00:00' }), 'seller', {
      roles: ['common'],
      permissions: SELLER,
      userId: 3,
    });
    expect(button(/受\s?理/)).toBeNull();
    expect(button(/解\s?决/)).toBeNull();
    expect(button(/确认关闭/)).toBeTruthy();
    expect(button(/重新打开/)).toBeTruthy();
    fireEvent.change(within(drawer()).getByLabelText('回复内容'), { target: { value: '收到，谢谢' } });
    fireEvent.click(within(drawer()).getByRole('button', { name: /发送回复/ }));
    await waitFor(() => expect(sent.find((s) => s.path === '/system/complaint/100/reply')?.body).toEqual({ content: '收到，谢谢', images: '' }));
  });

  it('a closed complaint offers no steps and no reply box, in English too', async () => {
    await open(complaint({ status: '4' }), 'seller', { roles: ['common'], permissions: SELLER, userId: 3 }, 'en-US');
    expect(screen.getByText('Complaint C20261127100')).toBeTruthy();
    expect(button(/Confirm and close/)).toBeNull();
    expect(button(/Reopen/)).toBeNull();
    expect(within(drawer()).queryByLabelText('Reply')).toBeNull();
    expect(within(drawer()).getByText('Conversation')).toBeTruthy();
  });
});
