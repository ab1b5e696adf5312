import { App, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessNow } from '../../../utils/businessTime.ts';
import { SellerSelect } from '../../customer/index.ts';
import { generateStatement } from '../api.ts';

interface Values {
  month?: Dayjs;
  userId?: number;
}

/** Finance: the statements of a month, for one account or every one with activity (the server says how many). */
export default function GenerateDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (period: string) => void }) {
  const { t } = useTranslation(['statement', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const finish = async (v: Values) => {
    if (!v.month) return;
    const period = v.month.format('YYYY-MM');
    setSaving(true);
    try {
      const res = await generateStatement({ period, userId: v.userId ?? null });
      message.success(t('generate.done', res.data));
      onDone(period);
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('generate.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={520}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="statement-generate"
        layout="vertical"
        preserve={false}
        initialValues={{ month: businessNow() }}
        onFinish={(v) => void finish(v)}
      >
        <Form.Item name="month" label={t('generate.period')} rules={[{ required: true, message: t('placeholder.period') }]}>
          <DatePicker
            picker="month"
            format="YYYY-MM"
            allowClear={false}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(businessNow(), 'month')}
            placeholder={t('placeholder.period')}
          />
        </Form.Item>
        <Form.Item name="userId" label={t('generate.seller')} extra={t('generate.sellerHelp')}>
          <SellerSelect style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
