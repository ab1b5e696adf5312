import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import { RequestError } from '../../src/api/request.ts';
import ImportDialog from '../../src/features/user/components/ImportDialog.tsx';
import { renderScreen } from './render.tsx';

// Whole screens with antd render slowly when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  upload: vi.fn(),
  download: vi.fn(),
}));

const upload = vi.mocked(request.upload);
const download = vi.mocked(request.download);

async function openDialog() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  await renderScreen(<ImportDialog open onClose={onClose} onImported={onImported} />);
  await screen.findByText('用户导入');
  return { onImported, onClose };
}

function choose(name: string) {
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]');
  if (!input) throw new Error('file input not found');
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

function ok() {
  const button = document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!button) throw new Error('OK button not found');
  fireEvent.click(button);
}

describe('user import dialog', () => {
  beforeEach(() => {
    upload.mockReset();
    download.mockReset();
  });

  it('uploads the chosen workbook with updateSupport and shows the report line by line', async () => {
    upload.mockResolvedValue({ code: 200, msg: '恭喜您，数据已全部导入成功！共 1 条，数据如下：<br/>1、账号 li 更新成功' });
    const { onImported } = await openDialog();
    choose('users.xlsx');
    await screen.findByText('users.xlsx');
    fireEvent.click(screen.getByRole('checkbox', { name: '是否更新已经存在的用户数据' }));
    ok();

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [url, form, opts] = upload.mock.calls[0];
    expect(url).toBe('/system/user/importData?updateSupport=true');
    expect((form.get('file') as File).name).toBe('users.xlsx');
    expect(opts).toEqual({ silent: true });
    expect((await screen.findAllByText('导入结果')).length).toBeGreaterThan(0);
    expect(screen.getByText('1、账号 li 更新成功')).toBeTruthy();
    expect(onImported).toHaveBeenCalled();
  });

  it('shows the failure report of a refused import the same way', async () => {
    upload.mockRejectedValue(new RequestError('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 ry 已存在', 'code', { code: 500 }));
    await openDialog();
    choose('users.xls');
    ok();
    expect(await screen.findByText('1、账号 ry 已存在')).toBeTruthy();
    expect(upload.mock.calls[0][0]).toBe('/system/user/importData?updateSupport=false');
  });

  it('refuses to send without a file or with another extension', async () => {
    await openDialog();
    ok();
    expect(await screen.findByText('请选择要上传的文件。')).toBeTruthy();
    choose('users.csv');
    ok();
    expect(await screen.findByText('请选择后缀为 "xls" 或 "xlsx" 的文件。')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('downloads the template by POST', async () => {
    download.mockResolvedValue(true);
    await openDialog();
    fireEvent.click(screen.getByText('下载模板'));
    expect(download).toHaveBeenCalledWith('/system/user/importTemplate', {}, expect.stringMatching(/^user_template_\d+\.xlsx$/));
  });
});
