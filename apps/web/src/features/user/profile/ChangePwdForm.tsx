import { updatePwdSchema } from '@ceping/contract';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserPwd } from '../api.ts';
import { useZodRule } from '../../../utils/zodRule.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** "Change password" tab: old password, new password (contract rules) and its confirmation. */
export default function ChangePwdForm() {
  const { t } = useTranslation(['user', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(updatePwdSchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await updateUserPwd(values.oldPassword, values.newPassword);
      message.success(t('profile.pwdChanged'));
      form.resetFields();
    } catch {
      // the request client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name="profilePwd" layout="horizontal" labelCol={{ flex: '100px' }} onFinish={save} style={{ maxWidth: 560 }} autoComplete="off">
      <Form.Item name="oldPassword" label={t('profile.oldPassword')} rules={[rule('oldPassword', t('profile.oldPassword'))]}>
        <Input.Password placeholder={t('profile.oldPasswordPlaceholder')} maxLength={20} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('profile.newPassword')} rules={[rule('newPassword', t('profile.newPassword'))]}>
        <Input.Password placeholder={t('profile.newPasswordPlaceholder')} maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(t('profile.pwdMismatch'));
            },
          }),
        ]}
      >
        <Input.Password placeholder={t('profile.confirmPasswordPlaceholder')} maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={null}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common:actions.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
