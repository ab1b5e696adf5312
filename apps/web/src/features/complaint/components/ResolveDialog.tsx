import { type ComplaintRow, complaintResolveSchema } from '@ceping/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSecondPasswordCancelled, useSecondPassword } from '../../pwd/index.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import { resolveComplaint } from '../api.ts';

interface Values {
  note?: string;
  compensation?: string;
}

/**
 * Resolve a complaint with a note. An admin may add a compensation: the second password is asked
 * first, and the amount is credited to the seller's balance (ledger type 9).
 */
export default function ResolveDialog({
  complaint,
  admin,
  onClose,
  onDone,
}: {
  complaint: ComplaintRow | null;
  admin: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['complaint', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(complaintResolveSchema);
  const confirmSecondPassword = useSecondPassword();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const finish = async (v: Values) => {
    if (!complaint) return;
    const compensation = v.compensation?.trim() || null;
    if (compensation) {
      try {
        await confirmSecondPassword();
      } catch (e) {
        if (!isSecondPasswordCancelled(e)) console.error(e);
        return;
      }
    }
    setSaving(true);
    try {
      const res = await resolveComplaint(complaint.complaintId, { note: v.note ?? '', compensation });
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
      open={complaint !== null}
      title={t('resolve.title', { no: complaint?.complaintNo ?? '' })}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="complaint-resolve" layout="vertical" preserve={false} onFinish={(v) => void finish(v)} autoComplete="off">
        <Form.Item name="note" label={t('resolve.note')} rules={[rule('note', t('resolve.note'))]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('resolve.notePlaceholder')} />
        </Form.Item>
        {admin ? (
          <>
            <Form.Item
              name="compensation"
              label={t('resolve.compensation')}
              extra={t('resolve.compensationHelp')}
              rules={[rule('compensation', t('resolve.compensation'))]}
            >
              <Input prefix="¥" maxLength={12} placeholder="0.00" />
            </Form.Item>
            <Alert type="info" showIcon title={t('resolve.secondPassword')} />
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
