import { type OrderRow, orderSettleSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../../components/MoneyText.tsx';
import { parseForm, setFormErrors, useLang } from '../../../utils/zodRule.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../../pwd/index.ts';
import { settleOrder } from '../api.ts';

interface Values {
  approve: boolean;
  reason?: string;
}

interface Props {
  order: Pick<OrderRow, 'id' | 'orderNo' | 'settleDiff'> | null;
  onClose: () => void;
  onDone: () => void;
}

/** An admin posts a settlement waiting for approval (difference above 10 % of the estimate), or refuses it with a reason; the second password is asked first. */
export default function SettleDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const confirmSecondPassword = useSecondPassword();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const approve = Form.useWatch('approve', form);

  const submit = async (values: Values) => {
    if (!order) return;
    const parsed = parseForm(orderSettleSchema, values, lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    try {
      await confirmSecondPassword();
    } catch (e) {
      if (!isSecondPasswordCancelled(e)) console.error(e);
      return;
    }
    setSaving(true);
    try {
      const res = await settleOrder(order.id, parsed.data);
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
      title={t('settleDialog.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order ? (
        <Typography.Paragraph type="secondary">
          {t('settleDialog.hint', { orderNo: order.orderNo || `#${order.id}` })} <MoneyText value={order.settleDiff} variant="signed" strong />
        </Typography.Paragraph>
      ) : null}
      <Form form={form} name="orderSettle" layout="vertical" preserve={false} initialValues={{ approve: true }} onFinish={(v) => void submit(v)}>
        <Form.Item name="approve" label={t('settleDialog.decision')}>
          <Radio.Group
            options={[
              { value: true, label: t('settleDialog.approve') },
              { value: false, label: t('settleDialog.refuse') },
            ]}
          />
        </Form.Item>
        {approve === false ? (
          <Form.Item name="reason" label={t('settleDialog.reason')} required>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
