import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../../src/features/pwd/useSecondPassword.ts';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  post: vi.fn(),
}));

const post = vi.mocked(request.post);

/** A button that asks for the second password and prints how the promise ended. */
function Guarded() {
  const confirm = useSecondPassword();
  const [outcome, setOutcome] = useState('none');
  const run = () => {
    confirm().then(
      () => setOutcome('passed'),
      (e: unknown) => setOutcome(isSecondPasswordCancelled(e) ? 'cancelled' : 'error'),
    );
  };
  return (
    <>
      <Button onClick={run}>run</Button>
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

function typePassword(value: string) {
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="password"]');
  if (!input) throw new Error('password input not found');
  fireEvent.change(input, { target: { value } });
}

function clickOk() {
  const ok = document.querySelector<HTMLButtonElement>('.ant-modal button[type="submit"]');
  if (!ok) throw new Error('OK button not found');
  fireEvent.click(ok);
}

describe('second-password dialog', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('keeps the dialog open with the message after a wrong password, then resolves on the right one (en-US)', async () => {
    await renderScreen(<Guarded />, { lang: 'en-US' });
    fireEvent.click(screen.getByText('run'));
    expect(await screen.findByText('Second password check', { selector: '.ant-modal-confirm-title' })).toBeTruthy();

    post.mockResolvedValueOnce({ code: 200, msg: 'OK', data: false });
    typePassword('nope123');
    clickOk();
    expect(await screen.findByText('Password wrong, please retry!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/system/pwd/check', undefined, expect.objectContaining({ params: { pwd: 'nope123' }, repeatSubmit: false }));
    expect(screen.getByTestId('outcome').textContent).toBe('none');
    expect(document.querySelector('.ant-modal input[type="password"]')).toBeTruthy();

    post.mockResolvedValueOnce({ code: 200, msg: 'OK', data: true });
    typePassword('right123');
    clickOk();
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('passed'));
    expect(post).toHaveBeenLastCalledWith('/system/pwd/check', undefined, expect.objectContaining({ params: { pwd: 'right123' } }));
  });

  it('shows the zh-CN message and does not call the server for an empty password', async () => {
    await renderScreen(<Guarded />);
    fireEvent.click(screen.getByText('run'));
    await screen.findByText('二级密码验证', { selector: '.ant-modal-confirm-title' });
    clickOk();
    expect(await screen.findByText('请输入二级密码', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({ code: 200, msg: '操作成功', data: false });
    typePassword('bad-one');
    clickOk();
    expect(await screen.findByText('密码错误，请重试！')).toBeTruthy();
  });

  it('shows the server hint when no second password is set yet', async () => {
    await renderScreen(<Guarded />, { lang: 'en-US' });
    fireEvent.click(screen.getByText('run'));
    await screen.findByText('Second password check', { selector: '.ant-modal-confirm-title' });
    const hint = 'You have not set a second password yet; set it under Account security first';
    post.mockResolvedValueOnce({ code: 200, msg: hint, data: false });
    typePassword('whatever');
    clickOk();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.queryByText('Password wrong, please retry!')).toBeNull();
    expect(screen.getByTestId('outcome').textContent).toBe('none');
  });

  it('rejects with a cancellation when the user cancels', async () => {
    await renderScreen(<Guarded />, { lang: 'en-US' });
    fireEvent.click(screen.getByText('run'));
    await screen.findByText('Second password check', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('cancelled'));
    expect(post).not.toHaveBeenCalled();
  });
});
