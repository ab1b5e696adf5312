import type { DictData } from '@ceping/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../src/i18n/index.ts';

vi.mock('../src/api/system/dict.ts', () => ({ getDicts: vi.fn() }));

import { getDicts } from '../src/api/system/dict.ts';
import ImagePreview from '../src/components/ImagePreview.tsx';
import RightToolbar, { type ToolbarColumn } from '../src/components/RightToolbar.tsx';
import { scrollTo } from '../src/utils/scrollTo.ts';
import { normalizeTree } from '../src/components/TreeSelect.tsx';
import { useDict } from '../src/hooks/useDict.ts';

const getDictsMock = vi.mocked(getDicts);

const dictRow = (dictType: string, value: string, label: string): DictData => ({
  dictCode: 1,
  dictSort: 0,
  dictLabel: label,
  dictValue: value,
  dictType,
  cssClass: '',
  listClass: 'success',
  isDefault: 'N',
  status: '0',
  default: false,
});

describe('useDict', () => {
  beforeEach(async () => {
    getDictsMock.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('loads each type once and keys the cache by language', async () => {
    getDictsMock.mockImplementation(async (type: string) => ({
      code: 200,
      msg: 'ok',
      data: [dictRow(type, '0', `${i18n.language}:${type}`)],
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDict('sys_user_sex', 'sys_normal_disable'), { wrapper });
    expect(result.current.sys_user_sex).toEqual([]);
    await waitFor(() => expect(result.current.sys_normal_disable[0]?.label).toBe('zh-CN:sys_normal_disable'));
    expect(result.current.sys_user_sex[0]).toMatchObject({ value: '0', listClass: 'success', label: 'zh-CN:sys_user_sex' });
    expect(getDictsMock).toHaveBeenCalledTimes(2);

    await act(() => i18n.changeLanguage('en-US'));
    await waitFor(() => expect(result.current.sys_user_sex[0]?.label).toBe('en-US:sys_user_sex'));
    expect(getDictsMock).toHaveBeenCalledTimes(4);
    await act(() => i18n.changeLanguage('zh-CN'));
  });
});

describe('RightToolbar', () => {
  it('toggles the search form, refreshes and shows/hides columns', async () => {
    const onShowSearchChange = vi.fn();
    const onRefresh = vi.fn();
    const onColumnsChange = vi.fn();
    const columns: ToolbarColumn[] = [
      { key: 'userName', label: '用户名称', visible: true },
      { key: 'phone', label: '手机号码', visible: false },
    ];
    render(<RightToolbar showSearch onShowSearchChange={onShowSearchChange} onRefresh={onRefresh} columns={columns} onColumnsChange={onColumnsChange} />);
    await userEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(onShowSearchChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '显隐列' }));
    await userEvent.click(await screen.findByText('手机号码'));
    expect(onColumnsChange).toHaveBeenLastCalledWith([
      { key: 'userName', label: '用户名称', visible: true },
      { key: 'phone', label: '手机号码', visible: true },
    ]);
    await userEvent.click(screen.getByText('列展示'));
    expect(onColumnsChange).toHaveBeenLastCalledWith([
      { key: 'userName', label: '用户名称', visible: true },
      { key: 'phone', label: '手机号码', visible: true },
    ]);
  });

  it('hides the buttons that have no handler', () => {
    render(<RightToolbar onRefresh={() => undefined} />);
    expect(screen.queryByRole('button', { name: '显示搜索' })).toBeNull();
    expect(screen.queryByRole('button', { name: '显隐列' })).toBeNull();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
  });
});

describe('ImagePreview', () => {
  it('shows the first of comma-separated images with the API prefix, absolute ones untouched', () => {
    const { container } = render(<ImagePreview src="/profile/a.png,https://cdn.example.com/b.png" width={80} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/prod-api/profile/a.png');
    expect(img?.getAttribute('width')).toBe('80px');
    const abs = render(<ImagePreview src="https://cdn.example.com/b.png" />);
    expect(abs.container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/b.png');
  });

  it('shows a placeholder when there is no image', () => {
    render(<ImagePreview src="" />);
    expect(screen.getByRole('img', { name: '图片加载失败' })).toBeTruthy();
  });
});

describe('TreeSelect', () => {
  it('maps server nodes to tree data and drops empty children lists', () => {
    expect(
      normalizeTree([
        {
          id: 1,
          label: 'HQ',
          children: [
            { id: 2, label: 'R&D', children: [] },
            { id: 3, label: 'Ops', disabled: true },
          ],
        },
      ]),
    ).toEqual([
      {
        value: 1,
        title: 'HQ',
        children: [
          { value: 2, title: 'R&D' },
          { value: 3, title: 'Ops', disabled: true },
        ],
      },
    ]);
  });
});

describe('scrollTo', () => {
  /** An element scrolled to 800 px, with animation frames run by hand at the given time. */
  function scrolledElement() {
    const el = document.createElement('div');
    const clock = { now: 0 };
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    Object.defineProperty(el, 'scrollTop', { configurable: true, writable: true, value: 800 });
    const frameAt = (now: number) => {
      clock.now = now;
      frames.shift()?.(now);
    };
    return { el, frames, frameAt };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('eases the element to the target over the given duration', () => {
    const { el, frames, frameAt } = scrolledElement();
    scrollTo(0, 800, el);
    frameAt(400);
    expect(el.scrollTop).toBe(400);
    frameAt(800);
    expect(el.scrollTop).toBe(0);
    expect(frames).toHaveLength(0);
  });

  it('ends a running animation when a newer scroll of the same element starts', () => {
    const { el, frames, frameAt } = scrolledElement();
    scrollTo(0, 800, el);
    // another page is shown in the same container and put back at its own position
    scrollTo(300, 0, el);
    expect(el.scrollTop).toBe(300);
    frameAt(400);
    expect(el.scrollTop).toBe(300);
    expect(frames).toHaveLength(0);
  });
});
