import { type OrderRow, actuallyPaySchema, orderResolveSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseForm, setFormErrors, useLang, zodRule } from '../../../utils/zodRule.ts';
import { resolveOrder } from '../api.ts';
import { coinName } from '../detail/OrderMoney.tsx';

interface Values {
  orderStatus: string;
  actuallyPay?: string;
  remark?: string;
}

interface Props {
  order: Pick<OrderRow, 'id' | 'orderNo' | 'exceptionReason' | 'actuallyPay' | 'regionCoin'> | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onDone: () => void;
}

/** An admin resolves an exception: back to ordered or shipped, completed (settlement runs) or cancelled. */
export default function ResolveDialog({ order, statusOptions, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const target = Form.useWatch('orderStatus', form);

  const submit = async (values: Values) => {
    if (!order) return;
    const parsed = parseForm(orderResolveSchema, values, lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    setSaving(true);
    try {
      const res = await resolveOrder(order.id, parsed.data);
      message.success(res.msg);
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  const options = statusOptions.filter((o) => ['0', '1', '2', '3'].includes(o.value)).map((o) => ({ value: o.value, label: o.label }));
  return (
    <Modal
      open={order !== null}
      title={t('resolve.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order ? <Typography.Paragraph type="secondary">{t('resolve.hint', { reason: order.exceptionReason || '-' })}</Typography.Paragraph> : null}
      <Form
        form={form}
        name="orderResolve"
        layout="vertical"
        preserve={false}
        initialValues={{ orderStatus: '1', actuallyPay: order?.actuallyPay ?? '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="orderStatus" label={t('resolve.target')} rules={[{ required: true }]}>
          <Radio.Group options={options} />
        </Form.Item>
        {target === '2' ? (
          <Form.Item
            name="actuallyPay"
            label={t('complete.actuallyPay', { coin: order ? coinName(order, t('rmb')) : '' })}
            rules={[zodRule(actuallyPaySchema)]}
          >
            <Input inputMode="decimal" maxLength={12} />
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={t('resolve.remark')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
