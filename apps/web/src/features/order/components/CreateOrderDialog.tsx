import { type TaskRow, orderAddSchema } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import { parseForm, setFormErrors, useLang, useZodRule } from '../../../utils/zodRule.ts';
import { addOrder, listTasks, type TaskListParams } from '../api.ts';
import { useRefreshOrders } from '../keys.ts';
import { taskEndpoints } from '@ceping/contract';

interface Values {
  taskId?: number;
  orderNo?: string;
  remark?: string;
  actuallyPay?: string;
}

/** Tasks an order can be placed on: in progress, with quantity left. */
export function orderableTasks(rows: readonly TaskRow[]): TaskRow[] {
  return rows.filter((r) => r.status === '1' && r.remainQuantity > 0);
}

/** The query of the task picker: the tasks in progress distributed to `staffId` (every one for an admin: `undefined`). */
export const pickerQuery = (staffId: number | undefined): TaskListParams => ({ pageNum: 1, pageSize: 200, status: '1', staffId });

interface Props {
  open: boolean;
  /** The staff member whose distributed tasks are offered (the logged-in user). */
  staffId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** Staff place an order on one of the tasks distributed to them (in progress, quantity left): the order no. and environment no. as the buyer used them. */
export default function CreateOrderDialog({ open, staffId, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const rule = useZodRule(orderAddSchema);
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const query = pickerQuery(staffId);
  const tasks = useQuery({
    queryKey: endpointKey(taskEndpoints.list, { query }),
    queryFn: async () => orderableTasks((await listTasks(query)).rows),
    enabled: open,
    staleTime: 0,
  });
  const options = (tasks.data ?? []).map((task) => ({
    value: task.taskId,
    label: t('create.taskOption', { taskNo: task.taskNo, title: task.productTitle, left: task.remainQuantity, total: task.taskQuantity }),
  }));

  const submit = async (values: Values) => {
    const parsed = parseForm(orderAddSchema, values, lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    setSaving(true);
    try {
      const res = await addOrder(parsed.data);
      message.success(res.msg);
      await refresh(true);
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('create.title')}
      width={640}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('create.hint')}</Typography.Paragraph>
      {tasks.isSuccess && options.length === 0 ? <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('create.noTasks')} /> : null}
      <Form<Values> form={form} name="orderCreate" layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="taskId" label={t('create.task')} rules={[rule('taskId', t('create.task'))]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={tasks.isFetching}
            options={options}
            placeholder={t('create.taskPlaceholder')}
            aria-label={t('create.task')}
          />
        </Form.Item>
        <Form.Item name="orderNo" label={t('field.orderNo')} rules={[rule('orderNo', t('field.orderNo'))]} extra={t('create.orderNoHelp')}>
          <Input maxLength={40} placeholder={t('create.orderNoPlaceholder')} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark', t('field.remark'))]}>
          <Input maxLength={100} placeholder={t('create.remarkPlaceholder')} />
        </Form.Item>
        <Form.Item name="actuallyPay" label={t('create.actuallyPay')} rules={[rule('actuallyPay', t('create.actuallyPay'))]}>
          <Input inputMode="decimal" maxLength={12} placeholder={t('create.actuallyPayPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
