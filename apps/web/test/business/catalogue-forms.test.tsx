import type { RegionRow } from '@ceping/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import RegionFormDialog from '../../src/features/region/components/RegionFormDialog.tsx';
import SiteFormDialog from '../../src/features/site/components/SiteFormDialog.tsx';
import { renderScreen } from '../user/render.tsx';

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  put: vi.fn(),
  post: vi.fn(),
}));
const put = vi.mocked(request.put);
const post = vi.mocked(request.post);

const STATUS = [
  { label: 'Normal', value: '0', raw: { dictLabel: 'Normal', dictValue: '0', listClass: 'primary' } },
  { label: 'Disabled', value: '1', raw: { dictLabel: 'Disabled', dictValue: '1', listClass: 'danger' } },
] as never[];
const PLATFORMS = [{ label: 'Amazon', value: 'amazon', raw: { dictLabel: 'Amazon', dictValue: 'amazon', listClass: '' } }] as never[];

const region = {
  regionId: 4,
  regionName: '德国',
  regionNameEn: 'Germany',
  platform: 'amazon',
  countryCode: 'DE',
  coinName: 'EUR',
  rate: '7.8000',
  orderNum: 4,
  status: '0',
  remark: null,
} as unknown as RegionRow;

const ok = { code: 200, msg: 'ok' };
const okButton = () => screen.getByRole('button', { name: /^OK$|^确\s*定$/ });

describe('catalogue add/edit dialogs', () => {
  beforeEach(() => {
    put.mockReset();
    post.mockReset();
  });

  it('adds a site: the contract cleans the body, the dialog says so and hands over', async () => {
    post.mockResolvedValue(ok);
    const onSaved = vi.fn();
    await renderScreen(<SiteFormDialog editing={{}} statusOptions={STATUS} onClose={() => undefined} onSaved={onSaved} />, { lang: 'en-US' });
    fireEvent.change(await screen.findByLabelText('Site name'), { target: { value: '  Outlet  ' } });
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'Shop.Example.COM' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/system/site', expect.objectContaining({ siteName: 'Outlet', domain: 'shop.example.com', status: '0' }));
    expect(put).not.toHaveBeenCalled();
    expect(await screen.findByText('Added successfully')).toBeTruthy();
  });

  it('keeps the dialog and sends nothing when a field breaks the contract, in the interface language', async () => {
    const onSaved = vi.fn();
    await renderScreen(<SiteFormDialog editing={{}} statusOptions={STATUS} onClose={() => undefined} onSaved={onSaved} />, { lang: 'en-US' });
    fireEvent.change(await screen.findByLabelText('Site name'), { target: { value: 'Outlet' } });
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'not a domain' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('Invalid domain')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Site name') as HTMLInputElement).value).toBe('Outlet');
  });

  it('refuses a NUL or a lone surrogate with the message the server gives, sending nothing', async () => {
    for (const bad of ['Out\u0000let', 'Out\uD800let']) {
      post.mockReset();
      const view = await renderScreen(<SiteFormDialog editing={{}} statusOptions={STATUS} onClose={() => undefined} onSaved={() => undefined} />, {
        lang: 'en-US',
      });
      fireEvent.change(await screen.findByLabelText('Site name'), { target: { value: bad } });
      fireEvent.click(okButton());
      expect(await screen.findByText('The text contains invalid characters')).toBeTruthy();
      expect(post).not.toHaveBeenCalled();
      view.unmount();
    }
  });

  it('edits a region with its id and an upper-cased coin', async () => {
    put.mockResolvedValue(ok);
    const onSaved = vi.fn();
    await renderScreen(
      <RegionFormDialog editing={{ row: region }} platformOptions={PLATFORMS} statusOptions={STATUS} onClose={() => undefined} onSaved={onSaved} />,
      {
        lang: 'en-US',
      },
    );
    expect(await screen.findByText('Edit country/region')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'chf' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/system/region', expect.objectContaining({ regionId: 4, regionName: '德国', coinName: 'CHF', rate: '7.8000' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
  });

  it('stays open, ready to retry, when the server refuses', async () => {
    put.mockRejectedValue(new Error('refused'));
    const onSaved = vi.fn();
    await renderScreen(
      <RegionFormDialog editing={{ row: region }} platformOptions={PLATFORMS} statusOptions={STATUS} onClose={() => undefined} onSaved={onSaved} />,
      {
        lang: 'en-US',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^OK$/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(okButton().className).not.toMatch(/loading/));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByText('Edit country/region')).toBeTruthy();
  });
});
