import { type TaskRow, taskDistributeSchema, taskEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { distributeTask, taskStaffOptions } from './api.ts';
import { useZodRule } from '../../utils/zodRule.ts';
import { endpointKey } from '../../api/endpoint.ts';

interface Props {
  task: TaskRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Assign a task to a staff member (`PUT /system/task/distribute`). */
export default function DistributeDialog({ task, onClose, onDone }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(taskDistributeSchema);
  const [form] = Form.useForm<{ staffId: number }>();
  const [saving, setSaving] = useState(false);
  const staff = useQuery({
    queryKey: endpointKey(taskEndpoints.staffOptions),
    queryFn: async () => (await taskStaffOptions()).data ?? [],
    enabled: task !== null,
    staleTime: 60_000,
  });

  const submit = async ({ staffId }: { staffId: number }) => {
    if (!task) return;
    setSaving(true);
    try {
      const res = await distributeTask(task.taskId, staffId);
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
      open={task !== null}
      title={t('distribute.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {task ? (
        <Typography.Paragraph type="secondary">
          {t('distribute.hint', { taskNo: task.taskNo, current: task.staffName || t('list.undistributed') })}
        </Typography.Paragraph>
      ) : null}
      {staff.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('distribute.loadFailed', { reason: staff.error.message })} /> : null}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ staffId: task?.staffId ?? undefined }} onFinish={(v) => void submit(v)}>
        <Form.Item name="staffId" label={t('distribute.staff')} rules={[rule('staffId', t('distribute.staff'))]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={staff.isFetching}
            placeholder={t('distribute.placeholder')}
            options={(staff.data ?? []).map((s) => ({
              value: s.userId,
              label: s.nickName && s.nickName !== s.userName ? `${s.nickName} (${s.userName})` : s.userName,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
