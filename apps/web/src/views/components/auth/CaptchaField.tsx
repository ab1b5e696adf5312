import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

interface CaptchaFieldProps {
  image?: string;
  onRefresh: () => void;
}

/** Captcha answer input with the image beside it; clicking the image fetches a new one. */
export function CaptchaField({ image, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.captcha}>
      <Form.Item name="code" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
        <Input size="large" autoComplete="off" prefix={<SafetyOutlined />} placeholder={t('login.code')} maxLength={8} />
      </Form.Item>
      <button type="button" className={styles.captchaImage} onClick={onRefresh} title={t('login.refreshCaptcha')}>
        {image ? <img src={image} alt={t('login.captchaAlt')} /> : null}
      </button>
    </div>
  );
}
