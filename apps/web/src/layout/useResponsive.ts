import { useEffect } from 'react';
import { useAppStore } from '../stores/app.ts';
import { MOBILE_WIDTH } from './constants.ts';

export function isMobileWidth(): boolean {
  return document.body.getBoundingClientRect().width - 1 < MOBILE_WIDTH;
}

/**
 * Mobile mode below 992 px: the device switches and the sidebar collapses (without animation);
 * on every navigation an open mobile sidebar closes.
 */
export function useResponsive(pathname: string): void {
  useEffect(() => {
    const apply = () => {
      if (document.hidden) return;
      const mobile = isMobileWidth();
      const app = useAppStore.getState();
      app.toggleDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) app.closeSideBar(true);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);

  useEffect(() => {
    void pathname;
    const app = useAppStore.getState();
    if (app.device === 'mobile' && app.sidebar.opened) app.closeSideBar(false);
  }, [pathname]);
}
