import { type WithdrawalPay, type WithdrawalRow, withdrawalPaySchema } from '@ceping/contract';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessNow } from '../../utils/businessTime.ts';
import MoneyText from '../../components/MoneyText.tsx';
import { useZodRule } from '../../utils/zodRule.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../pwd/index.ts';
import { payWithdrawal } from './api.ts';

interface Props {
  row: WithdrawalRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Finance records the payment of an approved request: reference and time, after the second password. */
export default function PayDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation('money');
  const { message } = App.useApp();
  const rule = useZodRule(withdrawalPaySchema);
  const confirm = useSecondPassword();
  const [form] = Form.useForm<{ payNo: string; payTime: Dayjs }>();
  const [saving, setSaving] = useState(false);

  const finish = async (v: { payNo: string; payTime: Dayjs }) => {
    if (!row) return;
    const body: WithdrawalPay = { payNo: v.payNo, payTime: v.payTime.format('YYYY-MM-DD HH:mm:ss') };
    try {
      await confirm();
    } catch (e) {
      if (!isSecondPasswordCancelled(e)) console.error(e);
      return;
    }
    setSaving(true);
    try {
      const res = await payWithdrawal(row.id, withdrawalPaySchema.parse(body));
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
      open={row !== null}
      title={t('withdrawal.payTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={480}
    >
      {row ? (
        <Form form={form} name="withdrawal-pay" layout="vertical" initialValues={{ payTime: businessNow() }} onFinish={finish} preserve={false}>
          <Form.Item label={t('withdrawal.field.amount')}>
            <MoneyText value={row.amount} strong /> · {row.accountName} {row.accountNo}
          </Form.Item>
          <Form.Item name="payNo" label={t('withdrawal.field.payNo')} rules={[rule('payNo', t('withdrawal.field.payNo'))]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="payTime" label={t('withdrawal.field.payTime')} rules={[{ required: true, message: t('withdrawal.payTimeRequired') }]}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" disabledDate={(d) => d.isAfter(businessNow(), 'day')} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
