import { type DebtRow, debtWriteOffSchema } from '@ceping/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../utils/format.ts';
import { useZodRule } from '../../utils/zodRule.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../pwd/index.ts';
import { writeOffDebt } from './api.ts';

/** An admin clears a seller's whole debt with a reason (an adjustment row), after the second password. */
export default function WriteOffDialog({ row, onClose, onDone }: { row: DebtRow | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('money');
  const { message } = App.useApp();
  const rule = useZodRule(debtWriteOffSchema);
  const confirm = useSecondPassword();
  const [form] = Form.useForm<{ remark: string }>();
  const [saving, setSaving] = useState(false);

  const finish = async ({ remark }: { remark: string }) => {
    if (!row) return;
    try {
      await confirm();
    } catch (e) {
      if (!isSecondPasswordCancelled(e)) console.error(e);
      return;
    }
    setSaving(true);
    try {
      const res = await writeOffDebt(debtWriteOffSchema.parse({ userId: row.userId, remark }));
      message.success(t('debt.writtenOff', { name: row.userName, amount: formatMoney(res.data?.amount ?? '0') }));
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
      title={t('debt.writeOffTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph>{t('debt.writeOffHint', { name: row?.userName ?? '', amount: formatMoney(row?.debt ?? '0') })}</Typography.Paragraph>
      <Form form={form} name="debt-write-off" layout="vertical" onFinish={finish} preserve={false}>
        <Form.Item name="remark" label={t('debt.reason')} rules={[rule('remark', t('debt.reason'))]}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
