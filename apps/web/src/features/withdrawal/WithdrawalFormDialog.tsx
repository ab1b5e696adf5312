import { type WithdrawalBody, type WithdrawalRow, withdrawalBodySchema, withdrawalEditSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictSelectOptions } from '../../components/list/SearchActions.tsx';
import type { DictOption } from '../../hooks/useDict.ts';
import { useZodRule } from '../../utils/zodRule.ts';
import { editWithdrawal, requestWithdrawal } from './api.ts';

type Values = Partial<Omit<WithdrawalBody, 'amount'>> & { amount?: string };

interface Props {
  /** null closed; `{}` a new request; `{ row }` editing a pending one. */
  editing: { row?: WithdrawalRow; last?: WithdrawalRow } | null;
  methods: DictOption[];
  onClose: () => void;
  onDone: () => void;
}

/** The request form (opened after the second password): amount and the account the money goes to. */
export default function WithdrawalFormDialog({ editing, methods, onClose, onDone }: Props) {
  const { t } = useTranslation('money');
  const { message } = App.useApp();
  const rule = useZodRule(withdrawalBodySchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const label = (k: string) => t(`withdrawal.field.${k}`);
  const from = editing?.row ?? editing?.last;
  const initial: Values = from
    ? {
        amount: editing?.row?.amount,
        accountType: from.accountType as WithdrawalBody['accountType'],
        accountName: from.accountName,
        accountNo: from.accountNo,
        bankName: from.bankName,
      }
    : { accountType: '1' };

  const finish = async (v: Values) => {
    setSaving(true);
    try {
      const res = editing?.row
        ? await editWithdrawal(withdrawalEditSchema.parse({ ...v, id: editing.row.id }))
        : await requestWithdrawal(withdrawalBodySchema.parse(v));
      message.success(t('withdrawal.requested', { frozen: res.data?.frozen }));
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={t(editing?.row ? 'withdrawal.editTitle' : 'withdrawal.requestTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={520}
    >
      <Form<Values> form={form} name="withdrawal-request" layout="vertical" initialValues={initial} onFinish={finish} preserve={false}>
        <Form.Item name="amount" label={label('amount')} extra={t('withdrawal.limitsHint')} rules={[rule('amount', label('amount'))]}>
          <Input prefix="¥" inputMode="decimal" maxLength={13} />
        </Form.Item>
        <Form.Item name="accountType" label={label('accountType')} rules={[rule('accountType', label('accountType'))]}>
          <Select options={dictSelectOptions(methods)} />
        </Form.Item>
        <Form.Item name="accountName" label={label('accountName')} rules={[rule('accountName', label('accountName'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="accountNo" label={label('accountNo')} rules={[rule('accountNo', label('accountNo'))]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="bankName" label={label('bankName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
