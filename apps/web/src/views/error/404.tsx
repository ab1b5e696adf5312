import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The requested page does not exist. */
export default function NotFound() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('error404.title')}
      subTitle={
        <>
          <div>{t('error404.headline')}</div>
          <div>{t('error404.message')}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('error404.home')}
        </Button>
      }
    />
  );
}
