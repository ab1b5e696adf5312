import { QueryClientProvider } from '@tanstack/react-query';
// antd's own prebuilt style sheet (every component, unhashed class names, colours and sizes as CSS
// variables): with `zeroRuntime` below, components no longer build and inject their styles in the
// browser while they first render. The theme's tokens still become CSS variables at run time, so the
// colour and side theme chosen in the settings apply at once.
import 'antd/dist/antd.css';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedbackApi } from '../api/request.ts';
import { useAppStore } from '../stores/app.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { queryClient } from '../api/queryClient.ts';

/** Sidebar colours of the dark and light side themes. */
export const SIDEBAR_COLORS = {
  dark: { bg: '#1a1f2e', subBg: '#141824', text: '#bfcbd9' },
  light: { bg: '#ffffff', subBg: '#ffffff', text: 'rgba(0, 0, 0, 0.70)' },
} as const;

const ANTD_SIZE: Record<string, SizeType> = { large: 'large', default: 'medium', small: 'small' };

export function buildTheme(primary: string, sideTheme: string): ThemeConfig {
  const side = sideTheme === 'theme-light' ? SIDEBAR_COLORS.light : SIDEBAR_COLORS.dark;
  return {
    zeroRuntime: true,
    hashed: false,
    token: { colorPrimary: primary, colorInfo: primary, colorLink: primary },
    components: {
      Layout: { siderBg: side.bg, triggerBg: side.bg, lightSiderBg: SIDEBAR_COLORS.light.bg },
      Menu: {
        darkItemBg: SIDEBAR_COLORS.dark.bg,
        darkSubMenuItemBg: SIDEBAR_COLORS.dark.subBg,
        darkPopupBg: SIDEBAR_COLORS.dark.bg,
        darkItemColor: SIDEBAR_COLORS.dark.text,
        darkItemSelectedBg: primary,
        itemSelectedColor: primary,
      },
    },
  };
}

/** Hands antd's context-aware message / notification / modal to the request client. */
function FeedbackBridge() {
  const api = App.useApp();
  useLayoutEffect(() => {
    setFeedbackApi(api);
  }, [api]);
  return null;
}

/** Query cache, antd theme (colour, side theme, size), antd/dayjs locale following the language. */
export function Providers({ children }: { children: ReactNode }) {
  const primary = useSettingsStore((s) => s.theme);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const size = useAppStore((s) => s.size);
  const { i18n } = useTranslation();
  const theme = useMemo(() => buildTheme(primary, sideTheme), [primary, sideTheme]);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--ceping-primary', primary);
  }, [primary]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={theme} componentSize={ANTD_SIZE[size] ?? 'medium'}>
        <App style={{ height: '100%' }}>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

export default Providers;
