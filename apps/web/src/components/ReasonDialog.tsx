import { App, Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useZodRule } from '../utils/zodRule.ts';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** A line above the field (what the action does to the row). */
  hint?: ReactNode;
  label: string;
  placeholder: string;
  /** The request schema whose `reason` field checks the text (the server's own rule). */
  schema: z.ZodObject<{ reason: z.ZodType }>;
  /** The form's name (field ids); distinct per screen so two forms never share ids. */
  name?: string;
  /** Sends the trimmed reason; its message is shown on success. */
  submit: (reason: string) => Promise<{ msg: string }>;
  onClose: () => void;
  onDone: () => void;
}

/** A confirmation that asks for a reason (reject a task, flag an order…); errors are shown by the request client. */
export default function ReasonDialog({ open, title, hint, label, placeholder, schema, name, submit, onClose, onDone }: ReasonDialogProps) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const rule = useZodRule(schema);
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const finish = async ({ reason }: { reason: string }) => {
    setSaving(true);
    try {
      const res = await submit(reason.trim());
      message.success(res.msg);
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {hint ? <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph> : null}
      <Form form={form} name={name} layout="vertical" preserve={false} onFinish={(v) => void finish(v)}>
        <Form.Item name="reason" label={label} rules={[rule('reason' as never, label)]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
