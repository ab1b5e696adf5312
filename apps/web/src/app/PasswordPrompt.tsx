import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../stores/user.ts';

/** Where the personal center opens its change-password tab. */
export const RESET_PASSWORD_PATH = '/user/profile?activeTab=resetPwd';

/** Asks the user to change an initial or expired password (getInfo flags); can be dismissed. */
export function PasswordPrompt() {
  const prompt = useUserStore((s) => s.passwordPrompt);
  const dismiss = useUserStore((s) => s.dismissPasswordPrompt);
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={prompt !== null}
      title={t('pwdPrompt.title')}
      okText={t('pwdPrompt.go')}
      cancelText={t('pwdPrompt.later')}
      onOk={() => {
        dismiss();
        navigate(RESET_PASSWORD_PATH);
      }}
      onCancel={dismiss}
    >
      {prompt === 'expired' ? t('pwdPrompt.expired') : t('pwdPrompt.default')}
    </Modal>
  );
}

export default PasswordPrompt;
