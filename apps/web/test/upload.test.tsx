import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';

vi.mock('../src/api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), upload: vi.fn() }));

import { upload } from '../src/api/request.ts';
import FileUpload from '../src/components/FileUpload.tsx';
import ImageUpload from '../src/components/ImageUpload.tsx';
import { checkCount, checkFile, DEFAULT_FILE_TYPES, DEFAULT_IMAGE_TYPES, parseUrls } from '../src/components/upload/validate.ts';

const uploadMock = vi.mocked(upload);
const user = userEvent.setup({ applyAccept: false });
const MB = 1024 * 1024;

function fileOf(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// motion off: antd keeps leaving list items in the DOM until their animation ends
const renderInApp = (ui: ReactElement) =>
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <App>{ui}</App>
    </ConfigProvider>,
  );
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('upload rules', () => {
  it('uses the spec defaults', () => {
    expect(DEFAULT_FILE_TYPES).toEqual(['png', 'jpg', 'jpeg', 'doc', 'xls', 'ppt', 'txt', 'pdf']);
    expect(DEFAULT_IMAGE_TYPES).toEqual(['png', 'jpg']);
  });

  it('checks format first, then a comma in the name, then the size', () => {
    const rules = { fileType: ['pdf', 'doc'], fileSize: 5 };
    expect(checkFile({ name: 'a.exe', size: 10 * MB }, rules)).toEqual({ key: 'upload.typeError', values: { types: 'pdf/doc' } });
    expect(checkFile({ name: 'a,b.pdf', size: 10 * MB }, rules)?.key).toBe('upload.nameError');
    expect(checkFile({ name: 'a.PDF', size: 6 * MB }, rules)).toEqual({ key: 'upload.sizeError', values: { size: 5 } });
    expect(checkFile({ name: 'a.pdf', size: 5 * MB }, rules)).toBeNull();
  });

  it('accepts an image by mime type and uses the image messages', () => {
    const rules = { fileType: ['png', 'jpg'], fileSize: 1, image: true };
    expect(checkFile({ name: 'photo', size: 100, type: 'image/png' }, rules)).toBeNull();
    expect(checkFile({ name: 'a.gif', size: 100, type: 'image/gif' }, rules)?.key).toBe('upload.imageTypeError');
    expect(checkFile({ name: 'a.png', size: 2 * MB, type: 'image/png' }, rules)?.key).toBe('upload.imageSizeError');
  });

  it('limits the count, 0 meaning unlimited', () => {
    expect(checkCount(4, 1, 5)).toBeNull();
    expect(checkCount(4, 2, 5)).toEqual({ key: 'upload.limitError', values: { limit: 5 } });
    expect(checkCount(40, 2, 0)).toBeNull();
  });

  it('parses comma-separated values', () => {
    expect(parseUrls(' /a.png, ,/b.png ')).toEqual(['/a.png', '/b.png']);
    expect(parseUrls(['/a.png'])).toEqual(['/a.png']);
    expect(parseUrls(null)).toEqual([]);
  });
});

describe('FileUpload', () => {
  beforeEach(() => {
    uploadMock.mockReset();
  });

  it('refuses a wrong format with the listed formats, without uploading', async () => {
    const { container } = renderInApp(<FileUpload fileType={['pdf', 'txt']} />);
    await user.upload(fileInput(container), fileOf('virus.exe', 100));
    expect(await screen.findByText('文件格式不正确，请上传pdf/txt格式文件!')).toBeTruthy();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit', async () => {
    const { container } = renderInApp(<FileUpload fileSize={2} />);
    await user.upload(fileInput(container), fileOf('big.pdf', 3 * MB));
    expect(await screen.findByText('上传文件大小不能超过 2 MB!')).toBeTruthy();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses more files than the limit', async () => {
    const { container } = renderInApp(<FileUpload limit={3} value="/profile/a.pdf,/profile/b.pdf" />);
    await user.upload(fileInput(container), [fileOf('c.pdf', 10), fileOf('d.pdf', 10)]);
    expect(await screen.findByText('上传文件数量不能超过 3 个!')).toBeTruthy();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('posts the file and emits the stored paths joined by commas', async () => {
    uploadMock.mockResolvedValue({ code: 200, msg: 'ok', fileName: '/profile/upload/2026/c.pdf', originalFilename: 'c.pdf' });
    const onChange = vi.fn();
    const { container } = renderInApp(<FileUpload value="/profile/a.pdf" onChange={onChange} />);
    expect(screen.getByText('a.pdf').closest('a')?.getAttribute('href')).toBe('/prod-api/profile/a.pdf');
    await user.upload(fileInput(container), fileOf('c.pdf', 10));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/profile/a.pdf,/profile/upload/2026/c.pdf'));
    const [url, form] = uploadMock.mock.calls[0];
    expect(url).toBe('/common/upload');
    expect((form.get('file') as File).name).toBe('c.pdf');
  });

  it('shows the failure message and drops the file when the upload fails', async () => {
    uploadMock.mockRejectedValue(new Error('boom'));
    const onChange = vi.fn();
    const { container } = renderInApp(<FileUpload onChange={onChange} />);
    await user.upload(fileInput(container), fileOf('c.pdf', 10));
    expect(await screen.findByText('上传文件失败，请重试')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('c.pdf')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a file and emits the rest', async () => {
    const onChange = vi.fn();
    renderInApp(<FileUpload value="/profile/a.pdf,/profile/b.pdf" onChange={onChange} />);
    const removeButtons = screen.getAllByRole('button', { name: '删除文件' });
    await act(async () => {
      await user.click(removeButtons[0]);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/profile/b.pdf'));
  });
});

describe('ImageUpload', () => {
  beforeEach(() => {
    uploadMock.mockReset();
  });

  it('refuses a non-image with the image message', async () => {
    const { container } = renderInApp(<ImageUpload />);
    await user.upload(fileInput(container), fileOf('doc.pdf', 10, 'application/pdf'));
    expect(await screen.findByText('文件格式不正确，请上传png/jpg图片格式文件!')).toBeTruthy();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses an image over the size limit', async () => {
    const { container } = renderInApp(<ImageUpload fileSize={1} />);
    await user.upload(fileInput(container), fileOf('big.png', 2 * MB, 'image/png'));
    expect(await screen.findByText('上传图片大小不能超过 1 MB!')).toBeTruthy();
  });

  it('hides the add tile once the limit is reached and shows failures as image failures', async () => {
    const full = renderInApp(<ImageUpload limit={1} value="/profile/a.png" />);
    expect(screen.queryByText('上传图片')).toBeNull();
    full.unmount();

    uploadMock.mockRejectedValue(new Error('boom'));
    const { container } = renderInApp(<ImageUpload limit={2} />);
    expect(screen.getByText('上传图片')).toBeTruthy();
    await user.upload(fileInput(container), fileOf('a.png', 10, 'image/png'));
    expect(await screen.findByText('上传图片失败，请重试')).toBeTruthy();
  });
});
