import { complaintAddSchema, MAX_COMPLAINT_PICS } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../../../components/ImageUpload.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import { openComplaint, recentOrders, recentTasks } from '../api.ts';

interface Values {
  target: 'order' | 'task';
  orderId?: number;
  taskId?: number;
  complaintType?: string;
  content?: string;
  images?: string;
}

/** The seller opens a complaint about one of its own orders or tasks: type, text and up to nine pictures. */
export default function OpenComplaintDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['complaint', 'common']);
  const { message } = App.useApp();
  const dict = useDict('complaint_type');
  const rule = useZodRule(complaintAddSchema);
  const me = useUserStore((s) => s.userId);
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'order';
  const [saving, setSaving] = useState(false);
  const orders = useQuery({ queryKey: ['complaint', 'orders'], queryFn: recentOrders, enabled: open, staleTime: 0 });
  const tasks = useQuery({ queryKey: ['complaint', 'tasks'], queryFn: recentTasks, enabled: open, staleTime: 0 });
  // Only the seller's own records (its sub-accounts' are shown in lists but cannot be complained about).
  const orderOptions = (orders.data?.rows ?? [])
    .filter((o) => o.userId === me)
    .map((o) => ({ value: o.id, label: `${o.orderNo || `#${o.id}`} · ${o.productTitle}` }));
  const taskOptions = (tasks.data?.rows ?? []).filter((r) => r.userId === me).map((r) => ({ value: r.taskId, label: `${r.taskNo} · ${r.productTitle}` }));

  const finish = async (v: Values) => {
    setSaving(true);
    try {
      const res = await openComplaint({
        orderId: v.target === 'order' ? v.orderId : null,
        taskId: v.target === 'task' ? v.taskId : null,
        complaintType: v.complaintType as never,
        content: v.content ?? '',
        images: v.images ?? '',
      });
      message.success(t('open.done', { no: res.data.complaintNo }));
      onDone();
    } catch {
      // shown by the request client; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('open.title')}
      width={640}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="complaint-open" layout="vertical" preserve={false} initialValues={{ target: 'order' }} onFinish={(v) => void finish(v)}>
        <Form.Item name="target" label={t('field.target')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'order', label: t('target.order') },
              { value: 'task', label: t('target.task') },
            ]}
          />
        </Form.Item>
        {target === 'order' ? (
          <Form.Item name="orderId" label={t('field.orderNo')} rules={[{ required: true, message: t('open.chooseOrder') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} loading={orders.isLoading} options={orderOptions} placeholder={t('open.chooseOrder')} />
          </Form.Item>
        ) : (
          <Form.Item name="taskId" label={t('field.taskNo')} rules={[{ required: true, message: t('open.chooseTask') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} loading={tasks.isLoading} options={taskOptions} placeholder={t('open.chooseTask')} />
          </Form.Item>
        )}
        <Form.Item name="complaintType" label={t('field.complaintType')} rules={[rule('complaintType', t('field.complaintType'))]}>
          <Select options={dictSelectOptions(dict.complaint_type)} placeholder={t('open.chooseType')} />
        </Form.Item>
        <Form.Item name="content" label={t('field.content')} rules={[rule('content', t('field.content'))]}>
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('open.contentPlaceholder')} />
        </Form.Item>
        <Form.Item name="images" label={t('field.images')} extra={t('open.imagesHelp', { n: MAX_COMPLAINT_PICS })}>
          <ImageUpload limit={MAX_COMPLAINT_PICS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
