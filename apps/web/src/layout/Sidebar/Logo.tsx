import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import defaultLogo from '../../assets/logo.svg';
import { useSettingsStore } from '../../stores/settings.ts';
import { customSiteName, useUserStore } from '../../stores/user.ts';
import { withBaseUrl } from '../../utils/format.ts';

interface LogoProps {
  collapsed: boolean;
  dark: boolean;
}

/** Site logo and name at the top of the sidebar; the built-in logo when the site has none. */
export default function Logo({ collapsed, dark }: LogoProps) {
  const { t } = useTranslation('layout');
  const site = useUserStore((s) => s.site);
  const appTitle = useSettingsStore((s) => s.title);
  const siteLogo = site?.logo ? withBaseUrl(site.logo) : '';
  const [failed, setFailed] = useState<string | null>(null);
  const src = siteLogo && failed !== siteLogo ? siteLogo : defaultLogo;
  // The default site is named after the product: show the product title in the current language.
  const title = customSiteName(site) || appTitle || t('common:appTitle');
  return (
    <Link to="/" className={`sidebar-logo ${dark ? 'is-dark' : 'is-light'}`} title={title}>
      <img src={src} alt={t('sidebar.logoAlt')} onError={() => setFailed(siteLogo)} />
      {collapsed ? null : <h1>{title}</h1>}
    </Link>
  );
}
