import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import WithdrawalFormDialog from '../../src/features/withdrawal/WithdrawalFormDialog.tsx';
import { toDictOptions } from '../../src/hooks/useDict.ts';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
}));
const post = vi.mocked(request.post);
const get = vi.mocked(request.get);

const METHODS = toDictOptions([{ dictLabel: 'Bank transfer', dictValue: '1', listClass: 'default', cssClass: '' } as never]);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const ok = () => {
  const button = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!button) throw new Error('OK button not found');
  fireEvent.click(button);
};

describe('withdrawal request form', () => {
  beforeEach(() => {
    post.mockReset();
    get.mockReset();
  });

  it('refuses an amount with three decimals with the localized message and sends nothing (en-US)', async () => {
    const onDone = vi.fn();
    await renderScreen(<WithdrawalFormDialog editing={{}} methods={METHODS} onClose={() => undefined} onDone={onDone} />, { lang: 'en-US' });
    await screen.findByText('Request a withdrawal');
    fill('Amount', '100.123');
    fill('Account holder', 'Seller');
    fill('Account no.', '6214830123456789');
    ok();
    expect(await screen.findByText('The amount must be above 0 with at most two decimals')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends the amount as a two-decimal string with the account (zh-CN)', async () => {
    post.mockResolvedValueOnce({ code: 200, msg: '操作成功', data: { id: 1001, status: '0', money: '900.00', frozen: '100.00' } });
    const onDone = vi.fn();
    await renderScreen(<WithdrawalFormDialog editing={{}} methods={METHODS} onClose={() => undefined} onDone={onDone} />);
    await screen.findByText('申请提现');
    fill('提现金额', '100');
    fill('收款户名', '优品商家');
    fill('收款账号', '6214830123456789');
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/system/withdrawal');
    expect(body).toMatchObject({ amount: '100.00', accountType: '1', accountName: '优品商家', accountNo: '6214830123456789' });
    // Money moved: the navbar balance is read again (api/money.ts), quietly.
    await waitFor(() => expect(get).toHaveBeenCalledWith('/getInfo', undefined, { silent: true }));
  });
});
