import { formatMessage } from '@ceping/contract';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSecondPwd } from './api.ts';
import { RequestError } from '../../api/request.ts';
import { useLang } from '../../utils/zodRule.ts';

/** antd's context-aware modal functions (`App.useApp().modal`). */
export type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** Rejection of `useSecondPassword()` when the user closes the dialog without a correct password. */
export class SecondPasswordCancelled extends Error {
  constructor() {
    super('second password cancelled');
    this.name = 'SecondPasswordCancelled';
  }
}

export interface SecondPasswordFormProps {
  onPass: () => void;
  onCancel: () => void;
}

/**
 * Body of the second-password dialog: one password field; Enter or OK asks the server. A wrong
 * password shows 'Password wrong, please retry!' and keeps the dialog open; a refusal from the
 * server (e.g. locked after too many tries) shows the server's message.
 */
export function SecondPasswordForm({ onPass, onCancel }: SecondPasswordFormProps) {
  const { t } = useTranslation(['finance', 'common']);
  const [form] = Form.useForm<{ pwd: string }>();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const lang = useLang();

  const submit = async ({ pwd }: { pwd: string }) => {
    setChecking(true);
    setError(null);
    try {
      const res = await checkSecondPwd(pwd);
      if (res.data === true) {
        onPass();
        return;
      }
      // No second password yet: the server says where to set one; otherwise it was wrong.
      setError(res.msg === formatMessage(lang, 'pwd.notSet') ? res.msg : t('secondPwd.wrong'));
    } catch (e) {
      setError(e instanceof RequestError && e.kind === 'code' && e.code !== 401 ? e.message : t('secondPwd.wrong'));
    } finally {
      setChecking(false);
    }
    form.setFieldValue('pwd', '');
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} autoComplete="off" style={{ marginTop: 12 }}>
      <Form.Item
        name="pwd"
        label={t('secondPwd.label')}
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
        rules={[{ required: true, whitespace: true, message: t('secondPwd.required') }]}
      >
        <Input.Password autoFocus maxLength={20} placeholder={t('secondPwd.placeholder')} autoComplete="one-time-code" onChange={() => setError(null)} />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={checking}>
          {t('common:actions.confirm')}
        </Button>
      </Space>
    </Form>
  );
}

/**
 * Opens the second-password dialog with antd's context-aware modal API (so it follows the theme and
 * locale). Resolves once the server accepted the password, rejects with `SecondPasswordCancelled`
 * when the user closes the dialog.
 */
function SecondPasswordTitle() {
  const { t } = useTranslation('finance');
  return <>{t('secondPwd.title')}</>;
}

export function openSecondPasswordDialog(modal: ModalApi): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let destroy: () => void = () => undefined;
    const finish = (passed: boolean) => {
      if (settled) return;
      settled = true;
      destroy();
      if (passed) resolve();
      else reject(new SecondPasswordCancelled());
    };
    const instance = modal.confirm({
      title: <SecondPasswordTitle />,
      icon: <SafetyCertificateOutlined />,
      content: <SecondPasswordForm onPass={() => finish(true)} onCancel={() => finish(false)} />,
      footer: null,
      closable: true,
      keyboard: true,
      mask: { closable: false },
      width: 420,
      onCancel: () => finish(false),
    });
    destroy = instance.destroy;
  });
}

export default SecondPasswordForm;
