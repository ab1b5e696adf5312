import type { PwdStatus } from '@ceping/contract';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setUserPwd } from '../api.ts';
import { PasswordPairFields } from '../../fund/index.ts';

interface Props {
  user: PwdStatus | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Admin: set or reset an account's second password (typed twice). */
export default function SetPwdDialog({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ pwd: string; confirmPwd: string }>();
  const [saving, setSaving] = useState(false);

  const save = async ({ pwd }: { pwd: string }) => {
    if (!user) return;
    setSaving(true);
    try {
      await setUserPwd({ userId: user.userId, pwd });
      message.success(t('pwd.saved'));
      onSaved();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t(user?.hasPwd ? 'pwd.resetTitle' : 'pwd.setTitle', { name: user?.userName ?? '' })}
      open={user !== null}
      width={460}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} preserve={false} autoComplete="off">
        <PasswordPairFields name="pwd" label={t('pwd.newPwd')} />
      </Form>
    </Modal>
  );
}
