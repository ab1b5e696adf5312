import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * Frame of the sign-in pages: background, language switch, titled card. The card is plain markup
 * styled like antd's: antd's Card brings Tabs and Menu along, which the first visit should not load.
 * `aside` (the login page's banners, when its site has some) stands beside the card on a wide screen
 * and above it on a narrow one; without it the page is the card alone.
 */
export function AuthShell({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('common');
  const card = (
    <section className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
  return (
    <div className={styles.page}>
      <LanguageSwitch className={styles.language} />
      {/* The card keeps its place in the tree when banners arrive: moving it would remount the form
          and drop what the user is typing (and the focus) mid-word. */}
      <div className={styles.split}>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        {card}
      </div>
      <div className={styles.footer}>{t('appTitle')}</div>
    </div>
  );
}
