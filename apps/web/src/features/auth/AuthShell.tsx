import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * Frame of the sign-in pages: background, language switch, titled card. The card is plain markup
 * styled like antd's: antd's Card brings Tabs and Menu along, which the first visit should not load.
 */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <LanguageSwitch className={styles.language} />
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
      <div className={styles.footer}>{t('appTitle')}</div>
    </div>
  );
}
