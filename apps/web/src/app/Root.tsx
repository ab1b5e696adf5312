import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DocumentTitle } from './guard.tsx';
import { PasswordPrompt } from './PasswordPrompt.tsx';

NProgress.configure({ showSpinner: false });

function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}

/** Top of the route tree: page, progress bar, document title, password prompt, scroll to top. */
export function Root() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <Outlet />
      <PasswordPrompt />
      <ScrollRestoration />
    </>
  );
}

export default Root;
