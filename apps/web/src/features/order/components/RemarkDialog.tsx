import { type OrderRow, orderEditSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRule } from '../../../utils/zodRule.ts';
import { editOrder } from '../api.ts';
import { useRefreshOrders } from '../keys.ts';

interface Props {
  order: Pick<OrderRow, 'id' | 'orderNo' | 'merchantRemark'> | null;
  onClose: () => void;
}

/** The seller's own remark on one of its orders (`PUT /system/orders` with `merchantRemark`). */
export default function RemarkDialog({ order, onClose }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(orderEditSchema);
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<{ merchantRemark: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ merchantRemark }: { merchantRemark: string }) => {
    if (!order) return;
    setSaving(true);
    try {
      const res = await editOrder({ id: order.id, merchantRemark: (merchantRemark ?? '').trim() });
      message.success(res.msg);
      await refresh();
      onClose();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={order !== null}
      title={t('remark.title')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order ? <Typography.Paragraph type="secondary">{t('remark.hint', { orderNo: order.orderNo || `#${order.id}` })}</Typography.Paragraph> : null}
      <Form
        form={form}
        name="orderRemark"
        layout="vertical"
        preserve={false}
        initialValues={{ merchantRemark: order?.merchantRemark ?? '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="merchantRemark" label={t('field.merchantRemark')} rules={[rule('merchantRemark', t('field.merchantRemark'))]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('remark.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
