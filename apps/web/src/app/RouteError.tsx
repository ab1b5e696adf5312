import { Button, Result } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { viewLoader } from './dynamicRoutes.ts';
import { PageLoading } from './PageLoading.tsx';

/** The not-found view, loaded like every route's view. */
const NotFound = lazy(async () => {
  const load = viewLoader('error/404');
  if (!load) throw new Error('view not found: error/404');
  return load();
});

/**
 * Shown when a route fails to load or render (for example a view chunk that cannot be fetched). A
 * 404 answer (a route parameter outside its pattern) is the not-found page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFound />
      </Suspense>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Result
      status="500"
      title={t('routeError.title')}
      subTitle={detail || t('routeError.subTitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}

export default RouteError;
