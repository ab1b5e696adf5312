import { resetPwdSchema, type SysUser } from '@ceping/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetUserPwd } from '../api.ts';
import { useZodRule } from '../../../utils/zodRule.ts';

interface Props {
  user: SysUser | null;
  onClose: () => void;
}

/** Prompt for a new password of another user (admin action); the field starts empty. */
export default function ResetPwdDialog({ user, onClose }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const rule = useZodRule(resetPwdSchema);
  const [saving, setSaving] = useState(false);

  const save = async ({ password }: { password: string }) => {
    if (!user) return;
    setSaving(true);
    try {
      await resetUserPwd(user.userId, password);
      message.success(t('msg.resetPwdDone', { password }));
      onClose();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('resetPwd.title')}
      open={user !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} name="resetUserPwd" layout="vertical" onFinish={save} preserve={false}>
        <Form.Item name="password" label={t('resetPwd.prompt', { name: user?.userName ?? '' })} rules={[rule('password', t('field.password'))]}>
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
