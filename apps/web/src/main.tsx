import { fetchSessionEarly } from './api/early.ts';
import { currentLanguage } from './i18n/core.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { useSettingsStore } from './stores/settings.ts';
import { getToken } from './utils/auth.ts';
import { HOME_PATH, LOGIN_PATHS, normalizePath, safeRedirect } from './utils/redirect.ts';

/**
 * A first visit to the login page without a session renders the login page alone: React, the login
 * texts and a small form, no router, antd, contract or query cache. Everything else (and the login
 * page once the console runs) goes through the console (`app/console.tsx`), loaded at once with a
 * session, and on the login page when the user is about to sign in.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root element missing in index.html');
const root = createRoot(container);

let consoleModule: Promise<typeof import('./app/console.tsx')> | undefined;
const loadConsole = () => {
  consoleModule ??= import('./app/console.tsx');
  return consoleModule;
};

/** Opens the console at `path` (replacing or adding the history entry), in the same React root. */
async function openConsole(path?: string, mode: 'replace' | 'push' = 'replace'): Promise<void> {
  const { mountConsole } = await loadConsole();
  if (path) window.history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', path);
  mountConsole(root);
}

const leadsHome = (target: string) => [HOME_PATH, `${HOME_PATH}/index`].includes(normalizePath(target.split(/[?#]/)[0]));

function BootLogin() {
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  return (
    <LoginPage
      redirect={redirect}
      onIntent={() => {
        // fetched side by side: the console, and the page signing in leads to when it is the dashboard
        void loadConsole().catch(() => undefined);
        if (leadsHome(safeRedirect(redirect))) void import('./views/home/index.tsx').catch(() => undefined);
      }}
      onSignedIn={(target) => openConsole(target)}
      onNavigate={(path) => void openConsole(path, 'push')}
    />
  );
}

if (!getToken() && LOGIN_PATHS.includes(normalizePath(window.location.pathname))) {
  document.documentElement.style.setProperty('--ceping-primary', useSettingsStore.getState().theme);
  root.render(
    <StrictMode>
      <BootLogin />
    </StrictMode>,
  );
} else {
  // With a session, the user and the menus are asked while the console's code loads.
  const token = getToken();
  if (token) fetchSessionEarly(token, currentLanguage());
  void openConsole();
}
