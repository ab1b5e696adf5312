import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Frame of the sign-in pages: background, language switch, titled card. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <LanguageSwitch className={styles.language} />
      <Card className={styles.card}>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        {children}
      </Card>
      <div className={styles.footer}>{t('appTitle')}</div>
    </div>
  );
}
