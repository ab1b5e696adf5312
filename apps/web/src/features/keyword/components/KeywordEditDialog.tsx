import { keywordEndpoints } from '@ceping/contract';
import type { KeywordListRow } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listKeyword, updateKeywords } from '../api.ts';
import { setFormErrors, useLang } from '../../../utils/zodRule.ts';
import { KeywordRows } from '../../publish/index.ts';
import { type KeywordValues, toKeywordEdit } from './keywordEdit.ts';
import { endpointKey } from '../../../api/endpoint.ts';

interface Props {
  /** A keyword row of the task to re-allocate; null closes the dialog. */
  row: KeywordListRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Re-allocates a pending keyword-search task's keywords (Σ orders = the task's number of orders). */
export default function KeywordEditDialog({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const [form] = Form.useForm<{ taskQuantity: number; keywords: KeywordValues[] }>();
  const [saving, setSaving] = useState(false);
  const current = useQuery({
    queryKey: endpointKey(keywordEndpoints.list, { query: { taskId: row?.taskId, pageNum: 1, pageSize: 100 } }),
    queryFn: async () => (await listKeyword({ taskId: row?.taskId, pageNum: 1, pageSize: 100 })).rows,
    enabled: row !== null,
  });

  useEffect(() => {
    if (row && current.data) {
      form.setFieldsValue({
        taskQuantity: row.taskQuantity,
        keywords: current.data.map((k) => ({ keyword: k.keyword, remark: k.remark, quantity: k.quantity })),
      });
    }
  }, [form, row, current.data]);

  const save = async () => {
    if (!row) return;
    try {
      await form.validateFields({ recursive: true });
    } catch {
      return;
    }
    const parsed = toKeywordEdit(row.taskId, form.getFieldValue('keywords'), lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    setSaving(true);
    try {
      await updateKeywords(parsed.data);
      message.success(t('common:messages.editSuccess'));
      onSaved();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={row !== null}
      title={t('keywordList.editTitle', { taskNo: row?.taskNo ?? '' })}
      width={760}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={current.isFetching}>
        <Typography.Paragraph type="secondary">{t('keywordList.editHint', { total: row?.taskQuantity ?? 0 })}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="taskQuantity" hidden>
            <input type="hidden" />
          </Form.Item>
          <KeywordRows required />
        </Form>
      </Spin>
    </Modal>
  );
}
