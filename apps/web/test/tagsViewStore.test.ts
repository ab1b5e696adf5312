import { beforeEach, describe, expect, it } from 'vitest';
import { keptAlivePaths, type TagView, useTagsViewStore } from '../src/stores/tagsView.ts';

const tag = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: path,
  name: path.split('/').filter(Boolean).join('-'),
  ...extra,
});

const HOME = tag('/home/index', { affix: true, name: 'Index' });
const A = tag('/system/user');
const B = tag('/system/role');
const C = tag('/system/menu');
const D = tag('/system/dict', { noCache: true });

const paths = () => useTagsViewStore.getState().visitedViews.map((v) => v.path);
const cached = () => useTagsViewStore.getState().cachedViews;

describe('tagsView store', () => {
  beforeEach(() => {
    useTagsViewStore.setState({ visitedViews: [], cachedViews: [] });
    const s = useTagsViewStore.getState();
    s.addAffixViews([HOME]);
    for (const v of [A, B, C, D]) s.addView(v);
  });

  it('adds each path once, caches named pages without noCache', () => {
    useTagsViewStore.getState().addView({ ...A, fullPath: '/system/user?x=1' });
    expect(paths()).toEqual(['/home/index', '/system/user', '/system/role', '/system/menu', '/system/dict']);
    expect(cached()).toEqual(['Index', 'system-user', 'system-role', 'system-menu']);
  });

  it('keeps affix tags in front', () => {
    useTagsViewStore.getState().addAffixViews([tag('/pinned', { affix: true })]);
    expect(paths().slice(0, 2)).toEqual(['/home/index', '/pinned']);
  });

  it('refresh drops only the page cache', () => {
    useTagsViewStore.getState().delCachedView(B);
    expect(cached()).not.toContain('system-role');
    expect(paths()).toContain('/system/role');
  });

  it('close current removes the tag and its cache', () => {
    useTagsViewStore.getState().delView(B);
    expect(paths()).toEqual(['/home/index', '/system/user', '/system/menu', '/system/dict']);
    expect(cached()).not.toContain('system-role');
  });

  it('close current never removes an affix tag', () => {
    useTagsViewStore.getState().delView(HOME);
    expect(paths()).toContain('/home/index');
  });

  it('close others keeps affix tags and the chosen one', () => {
    useTagsViewStore.getState().delOthersViews(C);
    expect(paths()).toEqual(['/home/index', '/system/menu']);
    expect(cached()).toEqual(['Index', 'system-menu']);
  });

  it('close left removes non-affix tags before the chosen one', () => {
    useTagsViewStore.getState().delLeftViews(C);
    expect(paths()).toEqual(['/home/index', '/system/menu', '/system/dict']);
    expect(cached()).toEqual(['Index', 'system-menu']);
  });

  it('close right removes tags after the chosen one', () => {
    useTagsViewStore.getState().delRightViews(A);
    expect(paths()).toEqual(['/home/index', '/system/user']);
    expect(cached()).toEqual(['Index', 'system-user']);
  });

  it('close all keeps only affix tags and their cache', () => {
    useTagsViewStore.getState().delAllViews();
    expect(paths()).toEqual(['/home/index']);
    expect(cached()).toEqual(['Index']);
  });

  it('keeps alive the open tags whose page is cached, not noCache ones nor refreshed ones', () => {
    expect(keptAlivePaths(useTagsViewStore.getState())).toEqual(['/home/index', '/system/user', '/system/role', '/system/menu']);
    useTagsViewStore.getState().delCachedView(B);
    expect(keptAlivePaths(useTagsViewStore.getState())).toEqual(['/home/index', '/system/user', '/system/menu']);
    useTagsViewStore.getState().delView(A);
    expect(keptAlivePaths(useTagsViewStore.getState())).toEqual(['/home/index', '/system/menu']);
  });

  it('updates the full path of a visited tag, keeping it pinned', () => {
    useTagsViewStore.getState().updateVisitedView({ ...HOME, fullPath: '/home/index?tab=2', affix: false });
    const home = useTagsViewStore.getState().visitedViews[0];
    expect(home.fullPath).toBe('/home/index?tab=2');
    expect(home.affix).toBe(true);
  });
});
