import { type AdjustResult, type Customer, customerAdjustSchema, customerEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adjustBalance, getCustomer } from '../api.ts';
import MoneyText from '../../../components/MoneyText.tsx';
import { formatMoney } from '../../../utils/format.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../../pwd/index.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import { balanceAfter, validAmount } from './adjustMath.ts';
import BalancePreview from './BalancePreview.tsx';
import { endpointKey } from '../../../api/endpoint.ts';

interface Values {
  amount?: string | null;
  remark?: string;
}

interface Props {
  customer: Customer | null;
  onClose: () => void;
  onDone: (result: AdjustResult) => void;
}

/**
 * Adjust a seller's balance: a signed amount (two decimals, not zero) and a required reason, a live
 * "before → after" preview, a confirmation step, then the second password before anything is posted.
 */
export default function AdjustBalanceDialog({ customer, onClose, onDone }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(customerAdjustSchema);
  const confirmSecondPassword = useSecondPassword();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [values, setValues] = useState<{ amount: string; remark: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const userId = customer?.userId;

  // The balance may have moved since the list was loaded: show the current one.
  const fresh = useQuery({
    queryKey: endpointKey(customerEndpoints.get, { params: { userId: userId ?? 0 } }),
    queryFn: async () => (await getCustomer(userId as number)).data ?? null,
    enabled: userId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  const balance = fresh.data?.money ?? customer?.money ?? null;
  const typed = Form.useWatch('amount', form);
  const amount = step === 'confirm' ? (values?.amount ?? null) : validAmount(typed);

  const close = () => {
    setStep('form');
    setValues(null);
    onClose();
  };

  const toConfirm = (v: Values) => {
    setValues({ amount: validAmount(v.amount) ?? '', remark: (v.remark ?? '').trim() });
    setStep('confirm');
  };

  const submit = async () => {
    if (!customer || !values) return;
    try {
      await confirmSecondPassword();
    } catch (e) {
      // Closing the password dialog leaves this one on the confirmation step.
      if (!isSecondPasswordCancelled(e)) console.error(e);
      return;
    }
    setSaving(true);
    try {
      const res = await adjustBalance({ userId: customer.userId, amount: values.amount, remark: values.remark });
      if (res.data) {
        message.success(t('adjust.done', { name: customer.userName, money: formatMoney(res.data.money) }));
        setStep('form');
        setValues(null);
        onDone(res.data);
      }
    } catch {
      // shown by the request client; the dialog stays on the confirmation step
    } finally {
      setSaving(false);
    }
  };

  const footer =
    step === 'form'
      ? [
          <Button key="cancel" onClick={close}>
            {t('common:actions.cancel')}
          </Button>,
          <Button key="next" type="primary" onClick={() => form.submit()}>
            {t('adjust.next')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep('form')} disabled={saving}>
            {t('adjust.back')}
          </Button>,
          <Button key="confirm" type="primary" danger loading={saving} onClick={() => void submit()}>
            {t('adjust.confirm')}
          </Button>,
        ];

  return (
    <Modal title={t('adjust.title')} open={customer !== null} width={560} onCancel={close} footer={footer} mask={{ closable: false }} destroyOnHidden>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('customer.field.userName')}>
          {customer?.userName}
          {customer?.nickName ? ` (${customer.nickName})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('adjust.current')}>
          <MoneyText value={balance} strong />
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" onFinish={toConfirm} hidden={step !== 'form'} autoComplete="off">
        <Form.Item name="amount" label={t('adjust.amount')} extra={t('adjust.amountHelp')} rules={[rule('amount', t('adjust.amount'))]}>
          <InputNumber<string> stringMode step="0.01" prefix="¥" placeholder={t('adjust.amountPlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('adjust.remark')} rules={[rule('remark', t('adjust.remark'))]}>
          <Input.TextArea maxLength={200} showCount rows={3} placeholder={t('adjust.remarkPlaceholder')} />
        </Form.Item>
      </Form>
      {step === 'confirm' && values ? (
        <Alert
          type="warning"
          showIcon
          title={t('adjust.confirmTitle')}
          description={
            <>
              <div>{t('adjust.confirmText', { name: customer?.userName ?? '' })}</div>
              <div style={{ marginTop: 4 }}>
                {t('adjust.remark')}: {values.remark}
              </div>
            </>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <BalancePreview before={balance} amount={amount} after={balanceAfter(balance, amount)} />
    </Modal>
  );
}
