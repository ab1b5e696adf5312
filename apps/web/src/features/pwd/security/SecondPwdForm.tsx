import { pwdOwnSchema, pwdEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOwnPwd, getOwnPwdStatus } from '../api.ts';
import { parseForm, setFormErrors, useLang } from '../../../utils/zodRule.ts';
import { PasswordPairFields } from '../../fund/index.ts';
import { endpointKey } from '../../../api/endpoint.ts';

interface Values {
  loginPassword?: string;
  oldPwd?: string;
  newPwd?: string;
  confirmPwd?: string;
}

/**
 * Sets the caller's second password (proving it with the login password the first time) or changes
 * it (with the current second password).
 */
export default function SecondPwdForm() {
  const { t } = useTranslation(['finance', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const status = useQuery({ queryKey: endpointKey(pwdEndpoints.getOwn), queryFn: async () => (await getOwnPwdStatus()).data ?? null });
  const hasPwd = status.data?.hasPwd === true;

  const save = async (values: Values) => {
    const body = hasPwd ? { oldPwd: values.oldPwd, newPwd: values.newPwd } : { loginPassword: values.loginPassword, newPwd: values.newPwd };
    const parsed = parseForm(pwdOwnSchema, body, lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    setSaving(true);
    try {
      await changeOwnPwd(parsed.data);
      message.success(t(hasPwd ? 'security.changed' : 'security.set'));
      form.resetFields();
      await status.refetch();
    } catch {
      // shown by the request client (wrong login / old password, same password…)
    } finally {
      setSaving(false);
    }
  };

  if (status.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <>
      <Alert
        type={hasPwd ? 'success' : 'warning'}
        showIcon
        title={t(hasPwd ? 'security.statusSet' : 'security.statusNotSet')}
        description={t('security.purpose')}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 440 }} autoComplete="off">
        {hasPwd ? (
          <Form.Item name="oldPwd" label={t('security.oldPwd')} rules={[{ required: true, message: t('security.oldPwdRequired') }]}>
            <Input.Password maxLength={20} autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item
            name="loginPassword"
            label={t('security.loginPassword')}
            extra={t('security.loginPasswordHelp')}
            rules={[{ required: true, message: t('security.loginPasswordRequired') }]}
          >
            <Input.Password maxLength={50} autoComplete="current-password" />
          </Form.Item>
        )}
        <PasswordPairFields name="newPwd" label={t('pwd.newPwd')} />
        <Form.Item label={null}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(hasPwd ? 'security.change' : 'security.setAction')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
