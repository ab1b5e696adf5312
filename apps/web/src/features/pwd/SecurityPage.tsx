import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePwdForm } from '../user/index.ts';
import SecondPwdForm from './security/SecondPwdForm.tsx';

/** Seller centre → Account security: the second (operation) password and the login password. */
export default function SecurityPage() {
  const { t } = useTranslation('finance');
  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <Tabs
          items={[
            { key: 'second', icon: <SafetyCertificateOutlined />, label: t('security.secondTab'), children: <SecondPwdForm /> },
            { key: 'login', icon: <LockOutlined />, label: t('security.loginTab'), children: <ChangePwdForm /> },
          ]}
        />
      </Card>
    </div>
  );
}
