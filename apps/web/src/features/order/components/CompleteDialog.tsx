import { type OrderResult, type OrderRow, actuallyPaySchema, settlementOf } from '@ceping/contract';
import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../../components/MoneyText.tsx';
import { zodRule } from '../../../utils/zodRule.ts';
import { completeOrder } from '../api.ts';
import { coinName } from '../detail/OrderMoney.tsx';

export type CompleteTarget = Pick<OrderRow, 'id' | 'orderNo' | 'actuallyPay' | 'mainProductPrice' | 'matchProductPrice' | 'rate' | 'regionCoin'>;

interface Props {
  order: CompleteTarget | null;
  onClose: () => void;
  /** After the server completed the order (its message was shown). */
  onDone: (result: OrderResult) => void;
}

/**
 * "Confirm receipt": asks what the buyer actually paid (in the order's coin), previews the settlement
 * true-up the server will post (refund, charge, or an admin's approval above 10 %), then completes
 * the order and shows the server's message.
 */
export default function CompleteDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ actuallyPay: string }>();
  const [saving, setSaving] = useState(false);
  const pay = Form.useWatch('actuallyPay', form);
  const preview = order && pay && actuallyPaySchema.safeParse(pay).success ? settlementOf(order, String(pay).trim()) : null;
  const coin = order ? coinName(order, t('rmb')) : '';

  const submit = async ({ actuallyPay }: { actuallyPay: string }) => {
    if (!order) return;
    setSaving(true);
    try {
      const res = await completeOrder(order.id, String(actuallyPay).trim());
      message.success(res.msg);
      onDone(res.data);
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={order !== null}
      title={t('complete.title')}
      okText={t('complete.ok')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order ? (
        <>
          <Typography.Paragraph type="secondary">{t('complete.hint', { orderNo: order.orderNo || `#${order.id}` })}</Typography.Paragraph>
          <Form
            form={form}
            name="orderComplete"
            layout="vertical"
            preserve={false}
            initialValues={{ actuallyPay: order.actuallyPay ?? '' }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item name="actuallyPay" label={t('complete.actuallyPay', { coin })} rules={[zodRule(actuallyPaySchema)]}>
              <Input inputMode="decimal" autoFocus suffix={coin} placeholder={t('complete.actuallyPayPlaceholder')} maxLength={12} />
            </Form.Item>
          </Form>
          {preview ? (
            <>
              <Descriptions
                className="settle-preview"
                size="small"
                bordered
                column={1}
                items={[
                  { key: 'estimate', label: t('money.estimate'), children: <MoneyText value={preview.estimate} /> },
                  { key: 'actual', label: t('complete.actualPrincipal'), children: <MoneyText value={preview.actualPrincipal} /> },
                  { key: 'diff', label: t('money.settleDiff'), children: <MoneyText value={preview.diff} variant="signed" strong /> },
                ]}
              />
              {preview.needsApproval ? <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('complete.needsApproval')} /> : null}
            </>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
