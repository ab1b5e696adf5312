import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DocumentTitle } from './guard.tsx';
import { useUserStore } from '../stores/user.ts';

NProgress.configure({ showSpinner: false });

function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}

const LazyPasswordPrompt = lazy(() => import('./PasswordPrompt.tsx'));

/** The change-password prompt, loaded the first time getInfo asks for it (kept mounted after, for its closing animation). */
function PasswordPromptWhenAsked() {
  const asked = useUserStore((s) => s.passwordPrompt !== null);
  const [needed, setNeeded] = useState(asked);
  if (asked && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyPasswordPrompt />
    </Suspense>
  );
}

/** Top of the route tree: page, progress bar, document title, password prompt, scroll to top. */
export function Root() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <Outlet />
      <PasswordPromptWhenAsked />
      <ScrollRestoration />
    </>
  );
}

export default Root;
