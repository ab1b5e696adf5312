import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGS } from '../../i18n/core.ts';
import styles from './login.module.css';

/** Language choice on the sign-in pages (remembered in localStorage): two segments, plain markup. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language === currentLanguage() ? i18n.language : currentLanguage();
  return (
    <div className={className} role="group" aria-label={t('language.switch')}>
      <div className={styles.segmented}>
        {LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            lang={lang}
            className={lang === current ? `${styles.segment} ${styles.segmentSelected}` : styles.segment}
            aria-pressed={lang === current}
            onClick={() => void changeLanguage(lang)}
          >
            {t(`language.${lang}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
