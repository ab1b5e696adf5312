import { type OrderRow, orderExceptionSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRule } from '../../../utils/zodRule.ts';
import { flagOrderException } from '../api.ts';

interface Props {
  order: Pick<OrderRow, 'id' | 'orderNo'> | null;
  onClose: () => void;
  onDone: () => void;
}

/** Flags an order as an exception with a reason (an admin resolves it later). */
export default function ReasonDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(orderExceptionSchema);
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ reason }: { reason: string }) => {
    if (!order) return;
    setSaving(true);
    try {
      const res = await flagOrderException(order.id, reason.trim());
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
      open={order !== null}
      title={t('exception.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order ? <Typography.Paragraph type="secondary">{t('exception.hint', { orderNo: order.orderNo || `#${order.id}` })}</Typography.Paragraph> : null}
      <Form form={form} name="orderException" layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="reason" label={t('exception.reason')} rules={[rule('reason', t('exception.reason'))]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('exception.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
