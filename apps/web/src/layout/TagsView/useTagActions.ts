import { useNavigate } from 'react-router';
import { type TagView, useTagsViewStore } from '../../stores/tagsView.ts';
import { HOME_PATH } from '../constants.ts';

/** The six tag commands (refresh, close current/others/left/right/all) with RuoYi's navigation. */
export function useTagActions(currentPath: string) {
  const navigate = useNavigate();
  const store = useTagsViewStore;

  const toLastView = (views: TagView[]) => {
    const latest = views[views.length - 1];
    navigate(latest ? latest.fullPath : HOME_PATH);
  };

  const stillOpen = () => store.getState().visitedViews.some((v) => v.path === currentPath);

  return {
    refresh: (view: TagView) => {
      store.getState().delCachedView(view);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    },
    close: (view: TagView) => {
      if (view.affix) return;
      store.getState().delView(view);
      if (view.path === currentPath) toLastView(store.getState().visitedViews);
    },
    closeOthers: (view: TagView) => {
      if (view.path !== currentPath) navigate(view.fullPath);
      store.getState().delOthersViews(view);
    },
    closeLeft: (view: TagView) => {
      store.getState().delLeftViews(view);
      if (!stillOpen()) toLastView(store.getState().visitedViews);
    },
    closeRight: (view: TagView) => {
      store.getState().delRightViews(view);
      if (!stillOpen()) toLastView(store.getState().visitedViews);
    },
    closeAll: () => {
      store.getState().delAllViews();
      if (!stillOpen()) toLastView(store.getState().visitedViews);
    },
  };
}
