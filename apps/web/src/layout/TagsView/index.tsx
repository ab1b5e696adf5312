import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissionStore } from '../../stores/permission.ts';
import { type TagView, useTagsViewStore } from '../../stores/tagsView.ts';
import { flattenMenus } from '../../utils/menuTree.ts';
import { useCurrentView } from '../useCurrentView.ts';
import { useRouterTags } from './useRouterTags.ts';
import { useTagActions } from './useTagActions.ts';

type Command = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** Tabs of the visited pages, with a right-click menu of the six tag commands. */
export default function TagsView() {
  const { t } = useTranslation('layout');
  const view = useCurrentView();
  const visitedViews = useTagsViewStore((s) => s.visitedViews);
  const routes = usePermissionStore((s) => s.routes);
  const actions = useTagActions(view.path);
  const scrollRef = useRef<HTMLDivElement>(null);

  const flat = useMemo(() => flattenMenus(routes), [routes]);
  /** Menu titles by path, so tags follow a language switch. */
  const titles = useMemo(() => {
    const map = new Map<string, string>();
    for (const m of flat) if (m.route.meta?.title) map.set(m.fullPath, m.route.meta.title);
    return map;
  }, [flat]);
  const titleOf = (tag: TagView) => titles.get(tag.path) ?? (tag.title || t('tags.noName'));

  // pinned pages (the home dashboard) come first and cannot be closed
  useEffect(() => {
    const affix = flat
      .filter((m) => m.route.meta?.affix && m.route.meta.title)
      .map((m) => ({ path: m.fullPath, fullPath: m.fullPath, title: m.route.meta?.title ?? '', name: m.route.name, affix: true }));
    useTagsViewStore.getState().addAffixViews(affix);
  }, [flat]);

  // every page the router commits to gets its tag (from the router, not from the drawn page)
  useRouterTags();

  // keep the current tag in sight
  useEffect(() => {
    if (visitedViews.length === 0) return;
    const items = scrollRef.current?.querySelectorAll<HTMLElement>('.tags-view-item') ?? [];
    const active = Array.from(items).find((el) => el.dataset.tagPath === view.path);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [view.path, visitedViews]);

  const menuFor = (tag: TagView, index: number): MenuProps => {
    // nothing closable on a side: only pinned tags (or none) there
    const noLeft = visitedViews.slice(0, index).every((v) => v.affix);
    const noRight = visitedViews.slice(index + 1).every((v) => v.affix);
    const items: MenuProps['items'] = [
      { key: 'refresh', label: t('tags.refresh') },
      ...(tag.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeLeft', label: t('tags.closeLeft'), disabled: noLeft },
      { key: 'closeRight', label: t('tags.closeRight'), disabled: noRight },
      { key: 'closeAll', label: t('tags.closeAll') },
    ];
    return {
      items,
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        const command = key as Command;
        if (command === 'closeAll') actions.closeAll();
        else actions[command](tag);
      },
    };
  };

  return (
    <div className="tags-view-container">
      <div
        className="tags-view-wrapper"
        ref={scrollRef}
        onWheel={(e) => {
          if (scrollRef.current) scrollRef.current.scrollLeft += e.deltaY || e.deltaX;
        }}
      >
        {visitedViews.map((tag, index) => {
          const active = tag.path === view.path;
          return (
            <Dropdown key={tag.path} trigger={['contextMenu']} menu={menuFor(tag, index)}>
              <Link
                to={tag.fullPath}
                className={`tags-view-item${active ? ' active' : ''}`}
                data-tag-path={tag.path}
                onMouseUp={(e) => {
                  if (e.button === 1 && !tag.affix) actions.close(tag);
                }}
              >
                {titleOf(tag)}
                {tag.affix ? null : (
                  <CloseOutlined
                    className="tags-view-close"
                    aria-label={t('tags.close')}
                    onClick={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      actions.close(tag);
                    }}
                  />
                )}
              </Link>
            </Dropdown>
          );
        })}
      </div>
    </div>
  );
}
