import { type RechargeRow, rechargeCreditSchema } from '@ceping/contract';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../components/MoneyText.tsx';
import { useZodRule } from '../../utils/zodRule.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../pwd/index.ts';
import { creditRecharge } from './api.ts';

interface Props {
  row: RechargeRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Finance credits the amount actually received (prefilled with the request), after the second password. */
export default function CreditDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation('money');
  const { message } = App.useApp();
  const rule = useZodRule(rechargeCreditSchema);
  const confirm = useSecondPassword();
  const [form] = Form.useForm<{ amount: string; remark?: string }>();
  const [saving, setSaving] = useState(false);

  const finish = async (v: { amount: string; remark?: string }) => {
    if (!row) return;
    try {
      await confirm();
    } catch (e) {
      if (!isSecondPasswordCancelled(e)) console.error(e);
      return;
    }
    setSaving(true);
    try {
      const res = await creditRecharge(row.rechargeId, rechargeCreditSchema.parse(v));
      message.success(t('recharge.credited', { amount: res.data?.creditedAmount, debt: res.data?.debtPaid }));
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={row !== null}
      title={t('recharge.creditTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={520}
    >
      {row ? (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('recharge.field.userName')}>{row.userName}</Descriptions.Item>
            <Descriptions.Item label={t('recharge.field.referenceNo')}>{row.referenceNo}</Descriptions.Item>
            <Descriptions.Item label={t('recharge.field.amount')}>
              <MoneyText value={row.amount} />
            </Descriptions.Item>
          </Descriptions>
          <Form form={form} name="recharge-credit" layout="vertical" initialValues={{ amount: row.amount }} onFinish={finish} preserve={false}>
            <Form.Item
              name="amount"
              label={t('recharge.field.creditedAmount')}
              extra={t('recharge.creditHint')}
              rules={[rule('amount', t('recharge.field.creditedAmount'))]}
            >
              <Input prefix="¥" inputMode="decimal" maxLength={13} />
            </Form.Item>
            <Form.Item name="remark" label={t('recharge.field.remark')}>
              <Input maxLength={200} />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
