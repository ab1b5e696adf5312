import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import FileUpload from '../src/components/FileUpload.tsx';
import ImageUpload from '../src/components/ImageUpload.tsx';
import { json, mockFetch } from './helpers/http.ts';

// No mocked upload function here: the file goes through the real request client to a faked fetch,
// and the client's toasts land in the same antd App as the widget's own.
const user = userEvent.setup({ applyAccept: false });

const renderInApp = (ui: ReactElement) => render(<Providers>{ui}</Providers>);
const image = () => new File(['x'], 'a.png', { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
/** Texts of the error and warning toasts and of the notifications on screen. */
const shownMessages = () =>
  Array.from(
    document.querySelectorAll(
      '.ant-message-notice-error .ant-message-notice-title, .ant-message-notice-warning .ant-message-notice-title, .ant-notification-notice-title',
    ),
  ).map((el) => el.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a failed upload shows exactly one message', () => {
  it("shows the server's message (code 500) and not the generic one", async () => {
    const fetch = mockFetch(() => json({ code: 500, msg: '文件内容与扩展名不符' }));
    const { container } = renderInApp(<ImageUpload />);
    await user.upload(fileInput(container), image());
    expect(await screen.findByText('文件内容与扩展名不符')).toBeTruthy();
    expect(fetch.mock.calls[0][0]).toBe('/prod-api/common/upload');
    // the loading toast has gone and nothing else follows
    await waitFor(() => expect(shownMessages()).toEqual(['文件内容与扩展名不符']));
    expect(screen.queryByText('上传图片失败，请重试')).toBeNull();
  });

  it("shows the server's message of another code as the only notification", async () => {
    mockFetch(() => json({ code: 413, msg: '上传文件过大' }));
    const { container } = renderInApp(<FileUpload />);
    await user.upload(fileInput(container), new File(['x'], 'c.pdf'));
    expect(await screen.findByText('上传文件过大')).toBeTruthy();
    await waitFor(() => expect(shownMessages()).toEqual(['上传文件过大']));
  });

  it('shows the generic message when the client showed nothing (404 is only logged)', async () => {
    mockFetch(() => json({ code: 404, msg: 'not found' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderInApp(<ImageUpload />);
    await user.upload(fileInput(container), image());
    expect(await screen.findByText('上传图片失败，请重试')).toBeTruthy();
    await waitFor(() => expect(shownMessages()).toEqual(['上传图片失败，请重试']));
  });
});
