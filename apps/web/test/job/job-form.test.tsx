import type { JobHandlerInfo } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import JobFormDialog from '../../src/features/job/JobFormDialog.tsx';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
  post: vi.fn(),
}));
const get = vi.mocked(request.get);
const post = vi.mocked(request.post);

const handlers: JobHandlerInfo[] = [
  { name: 'task.autoComplete', title: 'Task auto-complete', description: 'Completes running tasks.', argsSchema: { type: 'object', properties: {} } },
  {
    name: 'finance.ledgerCheck',
    title: 'Daily ledger check',
    description: 'Checks every balance against its ledger.',
    argsSchema: { type: 'object', properties: { maxListed: { type: 'integer', minimum: 1, maximum: 100, default: 20, title: 'Accounts named at most' } } },
  },
];
const TIMES = ['2030-01-01 02:00:00', '2030-01-02 02:00:00', '2030-01-03 02:00:00', '2030-01-04 02:00:00', '2030-01-05 02:00:00'];
const okButton = () => screen.getByRole('button', { name: /^OK$|^确\s*定$/ });

async function pickHandler(title: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Handler' }));
  fireEvent.click(await screen.findByTitle(title));
}

describe('job add dialog', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('builds the arguments form from the chosen handler, shows the next fire times and sends the job', async () => {
    get.mockResolvedValue({ code: 200, msg: 'ok', data: TIMES });
    post.mockResolvedValue({ code: 200, msg: 'ok', data: {} });
    const onSaved = vi.fn();
    await renderScreen(<JobFormDialog editing={{}} handlers={handlers} groupLabel={(g) => g} onClose={() => undefined} onSaved={onSaved} />, { lang: 'en-US' });
    fireEvent.change(await screen.findByPlaceholderText('Job name'), { target: { value: 'Nightly' } });
    await pickHandler('Daily ledger check (finance.ledgerCheck)');
    const arg = (await screen.findByLabelText('Accounts named at most')) as HTMLInputElement;
    expect(arg.value).toBe('20');
    expect(screen.getByText('Checks every balance against its ledger.')).toBeTruthy();
    fireEvent.change(arg, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Cron expression'), { target: { value: '0 0 2 * * ?' } });
    await waitFor(() => expect(screen.getAllByTestId('cron-next')).toHaveLength(5));
    expect(get).toHaveBeenCalledWith('/monitor/job/cronNext', { cronExpression: '0 0 2 * * ?' }, { silent: true });
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/monitor/job',
      expect.objectContaining({
        jobName: 'Nightly',
        invokeTarget: 'finance.ledgerCheck',
        jobArgs: { maxListed: 3 },
        cronExpression: '0 0 2 * * ?',
        concurrent: '1',
      }),
    );
  }, 90_000);

  it('a handler without arguments says so; a bad cron shows the server reason and a missing one stops the save', async () => {
    get.mockRejectedValue(new request.RequestError('the cron expression is invalid', 'code', { code: 500 }));
    const onSaved = vi.fn();
    await renderScreen(<JobFormDialog editing={{}} handlers={handlers} groupLabel={(g) => g} onClose={() => undefined} onSaved={onSaved} />, { lang: 'en-US' });
    fireEvent.change(await screen.findByPlaceholderText('Job name'), { target: { value: 'Sweep' } });
    await pickHandler('Task auto-complete (task.autoComplete)');
    expect(await screen.findByText('This handler takes no arguments.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cron expression'), { target: { value: 'every day' } });
    expect(within(await screen.findByTestId('cron-error')).getByText('the cron expression is invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cron expression'), { target: { value: '' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('Cron expression is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  }, 90_000);
});
