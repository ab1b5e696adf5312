import { type TaskRow, taskRejectSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectTask } from './api.ts';
import { yuan } from './detail/costRows.ts';
import { useZodRule } from '../../utils/zodRule.ts';

interface Props {
  task: TaskRow | null;
  onClose: () => void;
  /** After the server rejected it (the refund went back to the seller). */
  onDone: () => void;
}

/** Reject a pending task with a reason; the seller gets the paid amount back. */
export default function RejectDialog({ task, onClose, onDone }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(taskRejectSchema);
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ reason }: { reason: string }) => {
    if (!task) return;
    setSaving(true);
    try {
      const res = await rejectTask(task.taskId, reason.trim());
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
      open={task !== null}
      title={t('reject.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {task ? <Typography.Paragraph type="secondary">{t('reject.hint', { taskNo: task.taskNo, amount: yuan(task.paidAmount) })}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="reason" label={t('reject.reason')} rules={[rule('reason', t('reject.reason'))]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('reject.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
