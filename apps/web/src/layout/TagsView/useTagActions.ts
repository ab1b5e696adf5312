import { useNavigate } from 'react-router';
import { type TagView, useTagsViewStore } from '../../stores/tagsView.ts';
import { HOME_PATH } from '../constants.ts';
import { routerPath, useDataRouter } from './useRouterTags.ts';

/**
 * The six tag commands (refresh, close current/others/left/right/all) with RuoYi's navigation.
 * "The current page" is the one the router is on or going to when the command runs, not the one last
 * drawn (`shownPath`): while a clicked page still loads, closing the tag of the page still on screen
 * must not send the user to another tag instead of the page they clicked.
 */
export function useTagActions(shownPath: string) {
  const navigate = useNavigate();
  const router = useDataRouter();
  const store = useTagsViewStore;
  const current = () => (router ? routerPath(router) : shownPath);

  const toLastView = (views: TagView[]) => {
    const latest = views[views.length - 1];
    navigate(latest ? latest.fullPath : HOME_PATH);
  };

  const stillOpen = () => {
    const path = current();
    return store.getState().visitedViews.some((v) => v.path === path);
  };

  return {
    refresh: (view: TagView) => {
      store.getState().delCachedView(view);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    },
    close: (view: TagView) => {
      if (view.affix) return;
      store.getState().delView(view);
      if (view.path === current()) toLastView(store.getState().visitedViews);
    },
    closeOthers: (view: TagView) => {
      if (view.path !== current()) navigate(view.fullPath);
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
