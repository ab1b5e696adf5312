import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

interface CaptchaFieldProps {
  image?: string;
  /** The image could not be loaded: a retry text stands in its place. */
  failed?: boolean;
  loading?: boolean;
  onRefresh: () => void;
}

/** Captcha answer input with the image beside it; clicking the image (or the retry text) fetches a new one. */
export function CaptchaField({ image, failed = false, loading = false, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const content =
    loading && !image ? (
      <Spin size="small" />
    ) : failed ? (
      <span className={styles.captchaFailed}>{t('login.captchaFailed')}</span>
    ) : image ? (
      <img src={image} alt={t('login.captchaAlt')} />
    ) : null;
  return (
    <div className={styles.captcha}>
      <Form.Item name="code" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
        <Input size="large" autoComplete="off" prefix={<SafetyOutlined />} placeholder={t('login.code')} maxLength={8} />
      </Form.Item>
      <button
        type="button"
        className={`${styles.captchaImage}${failed ? ` ${styles.captchaImageFailed}` : ''}`}
        onClick={onRefresh}
        title={failed ? t('login.captchaFailed') : t('login.refreshCaptcha')}
      >
        {content}
      </button>
    </div>
  );
}
