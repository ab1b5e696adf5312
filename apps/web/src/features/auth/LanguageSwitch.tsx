import { LANGS, type Lang } from '@ceping/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';

/** Language choice on the sign-in pages (remembered in localStorage): two segments, light to load. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="group" aria-label={t('language.switch')}>
      <Segmented<Lang>
        value={currentLanguage()}
        onChange={(lang) => void changeLanguage(lang)}
        options={LANGS.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      />
    </div>
  );
}
