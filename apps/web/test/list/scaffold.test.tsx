import type { TableData } from '@ceping/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as request from '../../src/api/request.ts';
import ListTable from '../../src/components/list/ListTable.tsx';
import { useListPage } from '../../src/components/list/useListPage.ts';
import SitePage from '../../src/features/site/SitePage.tsx';
import { renderScreen } from '../user/render.tsx';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/request.ts')>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));

const get = vi.mocked(request.get);
const del = vi.mocked(request.del);

const site = (siteId: number, siteName: string) => ({
  siteId,
  siteName,
  domain: `${siteName}.example`,
  logo: null,
  status: '0',
  remark: null,
  userCount: 1,
  createTime: '2024-01-02 10:00:00',
});

beforeEach(() => {
  get.mockImplementation(async (url: string) => {
    if (url === '/system/site/list') return { code: 200, msg: 'ok', rows: [site(1, 'alpha'), site(2, 'beta')], total: 2 } as never;
    return { code: 200, msg: 'ok', data: [] } as never;
  });
  del.mockResolvedValue({ code: 200, msg: 'ok' } as never);
});

function searchForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>('form.ant-form-inline');
  if (!form) throw new Error('search form not found');
  return form;
}

describe('list scaffold on a migrated screen (sites)', () => {
  it('the show/hide toggle really hides the search form and shows it again with what was typed', async () => {
    await renderScreen(<SitePage />);
    await screen.findByText('alpha');
    fireEvent.change(within(searchForm()).getAllByRole('textbox')[0] as HTMLElement, { target: { value: 'alp' } });
    expect(getComputedStyle(searchForm()).display).not.toBe('none');

    fireEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    await waitFor(() => expect(getComputedStyle(searchForm()).display).toBe('none'));

    fireEvent.click(screen.getByRole('button', { name: '显示搜索' }));
    await waitFor(() => expect(getComputedStyle(searchForm()).display).not.toBe('none'));
    expect((within(searchForm()).getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('alp');
  });

  it('deletes the selected rows only after the confirmation', async () => {
    await renderScreen(<SitePage />);
    await screen.findByText('alpha');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first as HTMLElement);
    fireEvent.click(second as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/alpha, beta/)).toBeTruthy();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/system/site/1,2'));
  });

  it('hides a column chosen in the column menu', async () => {
    await renderScreen(<SitePage />);
    await screen.findByText('alpha');
    expect(screen.getByRole('columnheader', { name: '域名' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    const menu = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.right-toolbar-columns');
      if (!found) throw new Error('column menu not open');
      return found;
    });
    fireEvent.click(within(menu).getByLabelText('域名'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '域名' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: '站点名称' })).toBeTruthy();
  });
});

interface Row {
  id: number;
  name: string;
}

function SortedList({ fetch }: { fetch: (q: object) => Promise<TableData<Row>> }) {
  const list = useListPage({
    key: ['test', 'sorted'],
    rowKey: 'id',
    buildQuery: (s) => ({ pageNum: s.pageNum, pageSize: s.pageSize }),
    fetch,
    initialSearch: {},
  });
  const columns: TableColumnsType<Row> = [
    { key: 'id', dataIndex: 'id', title: 'Id' },
    { key: 'name', dataIndex: 'name', title: 'Name', sorter: true },
  ];
  return <ListTable<Row> {...list.tableProps} columns={columns} />;
}

describe('list scaffold sorting', () => {
  it('a sortable column sends orderByColumn / isAsc, back to page 1, and a third click drops them', async () => {
    const fetch = vi.fn(async () => ({ code: 200, msg: 'ok', rows: [{ id: 1, name: 'a' }], total: 1 }));
    await renderScreen(<SortedList fetch={fetch} />);
    await screen.findByText('a');
    expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(header());
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, orderByColumn: 'name', isAsc: 'asc' }));
    fireEvent.click(header());
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, orderByColumn: 'name', isAsc: 'desc' }));
    fireEvent.click(header());
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }));
  });
});
