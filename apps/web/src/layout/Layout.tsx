import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { useAppStore } from '../stores/app.ts';
import { useSettingsStore } from '../stores/settings.ts';
import AppMain from './AppMain.tsx';
import { NAVBAR_HEIGHT, TAGS_HEIGHT } from './constants.ts';
import Navbar from './Navbar.tsx';
import Sidebar from './Sidebar/index.tsx';
import TagsView from './TagsView/index.tsx';
import { useCurrentView } from './useCurrentView.ts';
import { useResponsive } from './useResponsive.ts';
import './layout.css';

/** The layout settings drawer, loaded the first time it opens (its colour picker and switches stay out of the shell's code). */
const Settings = lazy(() => import('./Settings.tsx'));

function SettingsSlot() {
  const open = useSettingsStore((s) => s.showSettings);
  // kept once opened, so the drawer closes with its animation and opens again at once
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Settings />
    </Suspense>
  ) : null;
}

/** The console shell around every signed-in page: sidebar, header (navbar + tags) and content. */
export default function Layout() {
  const view = useCurrentView();
  const sidebar = useAppStore((s) => s.sidebar);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const closeSideBar = useAppStore((s) => s.closeSideBar);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const theme = useSettingsStore((s) => s.theme);
  useResponsive(view.path);

  const classes = [
    'app-wrapper',
    sidebar.opened ? 'openSidebar' : 'hideSidebar',
    sidebar.withoutAnimation ? 'withoutAnimation' : '',
    mobile ? 'mobile' : '',
    fixedHeader ? 'has-fixed-header' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = {
    '--current-color': theme,
    '--current-color-light': `${theme}1a`,
    '--current-color-dark-bg': `${theme}33`,
    '--shell-header-height': `${NAVBAR_HEIGHT + (tagsView ? TAGS_HEIGHT : 0)}px`,
  } as CSSProperties;

  return (
    <div className={classes} style={style}>
      {mobile && sidebar.opened ? <div className="drawer-bg" onClick={() => closeSideBar(false)} aria-hidden="true" /> : null}
      {sidebar.hide ? null : <Sidebar />}
      <div className="main-container" {...(fixedHeader ? {} : { 'data-scroll-container': '' })}>
        <div className={fixedHeader ? 'fixed-header' : 'static-header'}>
          <Navbar />
          {tagsView ? <TagsView /> : null}
        </div>
        <AppMain scroll={fixedHeader} />
      </div>
      <SettingsSlot />
    </div>
  );
}
