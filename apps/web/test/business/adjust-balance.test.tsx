import type { Customer } from '@ceping/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import AdjustBalanceDialog from '../../src/features/customer/components/AdjustBalanceDialog.tsx';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
  post: vi.fn(),
}));

const get = vi.mocked(request.get);
const put = vi.mocked(request.put);
const post = vi.mocked(request.post);

const seller: Customer = {
  userId: 3,
  userName: 'seller',
  nickName: 'Youpin',
  phonenumber: '',
  email: '',
  status: '0',
  roleKeys: ['common'],
  money: '100.00',
  frozen: '0.00',
  rate: '0',
  addMoney: '2.00',
  siteId: 1,
  siteName: 'Main',
  parentId: null,
  parentName: null,
  subCount: 0,
  hasPayPwd: true,
  loginDate: null,
  createTime: null,
  remark: null,
};

function amountInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('.ant-modal .ant-input-number input');
  if (!input) throw new Error('amount input not found');
  return input;
}

function setAmount(value: string) {
  fireEvent.change(amountInput(), { target: { value } });
}

function preview(): string {
  return screen.getByTestId('balance-preview').textContent ?? '';
}

function dialog(onDone = vi.fn()) {
  return renderScreen(<AdjustBalanceDialog customer={seller} onClose={() => undefined} onDone={onDone} />, { lang: 'en-US' });
}

describe('adjust balance dialog', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    post.mockReset();
    // The fresh balance differs from the list row: the dialog must use it.
    get.mockResolvedValue({ code: 200, msg: 'OK', data: { ...seller, money: '120.50' } });
  });

  it('requires a reason and rejects 0 and three decimals', async () => {
    await dialog();
    await waitFor(() => expect(preview()).toContain('120.50'));

    setAmount('0');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The adjustment amount cannot be 0')).toBeTruthy();
    expect(await screen.findByText('Please give the reason for the adjustment')).toBeTruthy();

    setAmount('10.125');
    expect(await screen.findByText('Invalid amount (at most two decimals)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Confirm adjustment' })).toBeNull();
    expect(put).not.toHaveBeenCalled();
  });

  it('previews before → after, confirms, asks the second password and sends the signed amount', async () => {
    const onDone = vi.fn();
    await dialog(onDone);
    await waitFor(() => expect(preview()).toContain('120.50'));

    setAmount('-150.25');
    await waitFor(() => expect(preview()).toContain('-29.75'));
    expect(preview()).toContain('-150.25');
    expect(screen.getByText('The balance will be negative: this seller will be in debt')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  refund of a duplicate recharge ' } });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm adjustment' });
    expect(screen.getByText('Please confirm the adjustment')).toBeTruthy();

    post.mockResolvedValueOnce({ code: 200, msg: 'OK', data: true });
    put.mockResolvedValueOnce({ code: 200, msg: 'OK', data: { userId: 3, fundId: 77, balanceBefore: '120.50', money: '-29.75' } });
    fireEvent.click(confirm);
    await screen.findByText('Second password check', { selector: '.ant-modal-confirm-title' });
    expect(put).not.toHaveBeenCalled();
    const pwd = document.querySelector<HTMLInputElement>('.ant-modal-confirm input[type="password"]');
    if (!pwd) throw new Error('password input missing');
    fireEvent.change(pwd, { target: { value: '123456' } });
    fireEvent.click(document.querySelector('.ant-modal-confirm button[type="submit"]') as HTMLButtonElement);

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/system/customer/adjust', { userId: 3, amount: '-150.25', remark: 'refund of a duplicate recharge' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ userId: 3, fundId: 77, balanceBefore: '120.50', money: '-29.75' }));
  });

  it('posts nothing when the second password dialog is cancelled', async () => {
    await dialog();
    await waitFor(() => expect(preview()).toContain('120.50'));
    setAmount('+20');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'bonus' } });
    await waitFor(() => expect(preview()).toContain('140.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm adjustment' }));
    await screen.findByText('Second password check', { selector: '.ant-modal-confirm-title' });
    const cancel = document.querySelector('.ant-modal-confirm .ant-btn:not([type="submit"])') as HTMLButtonElement;
    fireEvent.click(cancel);
    await new Promise((r) => setTimeout(r, 50));
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm adjustment' })).toBeTruthy();
  });
});
