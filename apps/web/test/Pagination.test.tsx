import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import Pagination, { compactPager, nextPage, PAGE_SIZES } from '../src/components/Pagination.tsx';

const renderZh = (ui: ReactElement) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);
const pageNumbers = (container: HTMLElement) => Array.from(container.querySelectorAll('.ant-pagination-item')).map((li) => Number(li.textContent));

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });

describe('Pagination', () => {
  afterEach(() => setWidth(1024));

  it('resets to page 1 when page × new size exceeds the total', () => {
    expect(nextPage(5, 50, 100)).toBe(1);
    expect(nextPage(2, 20, 100)).toBe(2);
    expect(nextPage(5, 20, 100)).toBe(5);
    expect(nextPage(6, 20, 100)).toBe(1);
  });

  it('uses the compact pager below 992 px', () => {
    expect(compactPager(991)).toBe(true);
    expect(compactPager(992)).toBe(false);

    setWidth(800);
    const narrow = render(<Pagination total={1000} page={1} limit={10} onChange={() => undefined} />);
    expect(pageNumbers(narrow.container)).toEqual([1, 2, 3, 100]);
    narrow.unmount();

    setWidth(1280);
    const wide = render(<Pagination total={1000} page={1} limit={10} onChange={() => undefined} />);
    expect(pageNumbers(wide.container)).toEqual([1, 2, 3, 4, 5, 100]);
  });

  it('offers the RuoYi page sizes and shows the total', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50, 100, 300, 500, 1000]);
    render(<Pagination total={135} onChange={() => undefined} />);
    expect(screen.getByText('共 135 条')).toBeTruthy();
  });

  it('renders nothing when there is nothing to page', () => {
    const { container } = render(<Pagination total={0} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('reports a page click with the current size', async () => {
    const onChange = vi.fn();
    render(<Pagination total={100} page={1} limit={20} onChange={onChange} autoScroll={false} />);
    await userEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('goes back to page 1 when a larger size is chosen on a late page', async () => {
    const onChange = vi.fn();
    renderZh(<Pagination total={100} page={5} limit={20} onChange={onChange} autoScroll={false} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('50 条/页'));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('keeps the page when the larger size still reaches it', async () => {
    const onChange = vi.fn();
    renderZh(<Pagination total={100} page={2} limit={10} onChange={onChange} autoScroll={false} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('30 条/页'));
    expect(onChange).toHaveBeenLastCalledWith(2, 30);
  });
});
