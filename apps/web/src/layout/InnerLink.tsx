import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentView } from './useCurrentView.ts';

/** The external address of the current menu entry, plus the route's query string. */
export function innerLinkSrc(link: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return link;
  return link + (link.includes('?') ? '&' : '?') + query;
}

/** A menu entry pointing to an external page, shown in an iframe filling the content area. */
export default function InnerLink() {
  const { t } = useTranslation('layout');
  const { meta } = useCurrentView();
  const { search } = useLocation();
  // only web addresses are framed (never javascript: or data: URLs)
  const link = meta.link && /^https?:\/\//i.test(meta.link) ? meta.link : '';
  const src = link ? innerLinkSrc(link, search) : '';
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  if (!src) return null;
  return (
    <div className="inner-link">
      <Spin spinning={loadedSrc !== src} description={t('innerLink.loading')}>
        <iframe key={src} src={src} title={meta.title ?? src} className="inner-link-frame" onLoad={() => setLoadedSrc(src)} />
      </Spin>
    </div>
  );
}
