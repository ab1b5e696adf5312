import { CheckOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Divider, Drawer, Flex, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LayoutSettings, type SideTheme, THEME_PRESETS, useSettingsStore } from '../stores/settings.ts';

type Toggle = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const TOGGLES: Toggle[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

const SIDE_THEMES: { key: SideTheme; label: 'settings.sideThemeDark' | 'settings.sideThemeLight'; side: string }[] = [
  { key: 'theme-dark', label: 'settings.sideThemeDark', side: '#1a1f2e' },
  { key: 'theme-light', label: 'settings.sideThemeLight', side: '#ffffff' },
];

/** A small picture of the layout with the given sidebar colour. */
function ThemeTile({ side, selected, label, onClick }: { side: string; selected: boolean; label: string; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <button type="button" aria-label={label} aria-pressed={selected} className="setting-theme-tile" onClick={onClick}>
        <span className="tile-side" style={{ background: side }} />
        <span className="tile-head" />
        {selected ? <CheckOutlined className="tile-check" /> : null}
      </button>
    </Tooltip>
  );
}

/** Layout settings drawer: sidebar theme, theme colour, layout switches, save / reset. */
export default function Settings() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const open = useSettingsStore((s) => s.showSettings);
  const setShowSettings = useSettingsStore((s) => s.setShowSettings);
  const theme = useSettingsStore((s) => s.theme);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const values = useSettingsStore((s) => s);
  const changeSetting = useSettingsStore((s) => s.changeSetting);

  const save = () => {
    const key = 'layout-setting-save';
    message.loading({ key, content: t('settings.saving'), duration: 0 });
    useSettingsStore.getState().saveSettings();
    message.success({ key, content: t('settings.saved'), duration: 1.5 });
  };

  const reset = () => {
    message.loading({ content: t('settings.resetting'), duration: 0 });
    useSettingsStore.getState().resetSettings();
    window.setTimeout(() => window.location.reload(), 1000);
  };

  const setToggle = (key: Toggle, value: boolean) => changeSetting(key, value as LayoutSettings[Toggle]);

  return (
    <Drawer
      open={open}
      size={300}
      title={t('settings.title')}
      onClose={() => setShowSettings(false)}
      footer={
        <Flex gap={8} vertical>
          <Button type="primary" block onClick={save}>
            {t('settings.save')}
          </Button>
          <Button block onClick={reset}>
            {t('settings.reset')}
          </Button>
        </Flex>
      }
    >
      <Typography.Title level={5} className="setting-title">
        {t('settings.themeStyle')}
      </Typography.Title>
      <Flex gap={12}>
        {SIDE_THEMES.map((s) => (
          <ThemeTile key={s.key} side={s.side} label={t(s.label)} selected={sideTheme === s.key} onClick={() => changeSetting('sideTheme', s.key)} />
        ))}
      </Flex>
      <Flex justify="space-between" align="center" className="setting-row">
        <span>{t('settings.themeColor')}</span>
        <ColorPicker
          value={theme}
          disabledAlpha
          presets={[{ label: t('settings.themeColor'), colors: [...THEME_PRESETS] }]}
          onChangeComplete={(c) => changeSetting('theme', c.toHexString())}
        />
      </Flex>
      <Flex wrap gap={6} className="setting-swatches">
        {THEME_PRESETS.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-label={colour}
            aria-pressed={colour.toLowerCase() === theme.toLowerCase()}
            className="setting-swatch"
            style={{ background: colour }}
            onClick={() => changeSetting('theme', colour)}
          >
            {colour.toLowerCase() === theme.toLowerCase() ? <CheckOutlined /> : null}
          </button>
        ))}
      </Flex>
      <Divider />
      <Typography.Title level={5} className="setting-title">
        {t('settings.layoutConfig')}
      </Typography.Title>
      {TOGGLES.map((key) => (
        <Flex key={key} justify="space-between" align="center" className="setting-row">
          <span>{t(`settings.${key}`)}</span>
          <Switch size="small" checked={values[key]} onChange={(v) => setToggle(key, v)} aria-label={t(`settings.${key}`)} />
        </Flex>
      ))}
    </Drawer>
  );
}
