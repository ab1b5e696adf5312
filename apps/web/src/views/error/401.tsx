import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** No permission for the requested page. */
export default function Unauthorized() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('error401.title')}
      subTitle={
        <>
          <div>{t('error401.headline')}</div>
          <div>{t('error401.message')}</div>
        </>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('error401.back')}</Button>
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('error401.home')}
          </Button>
        </Space>
      }
    />
  );
}
