import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@ceping/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';

/** Language choice on the sign-in pages (remembered in localStorage). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Select<Lang>
      className={className}
      aria-label={t('language.switch')}
      prefix={<GlobalOutlined />}
      value={currentLanguage()}
      onChange={(lang) => void changeLanguage(lang)}
      options={LANGS.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      style={{ minWidth: 140 }}
    />
  );
}
