import { type TemplateRow, templateEditSchema } from '@ceping/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTemplate, updateTemplate } from './api.ts';
import { useZodRule } from '../../utils/zodRule.ts';

interface Props {
  row: TemplateRow | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  templateName: string;
  remark?: string;
}

/** Renames a template (and its remark); the content is sent back unchanged. */
export default function RenameTemplateDialog({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(templateEditSchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    if (!row) return;
    setSaving(true);
    try {
      const detail = await getTemplate(row.templateId);
      if (!detail.data) return;
      await updateTemplate({
        templateId: row.templateId,
        templateName: values.templateName.trim(),
        remark: values.remark?.trim() ?? '',
        content: detail.data.content,
      });
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
      title={t('templateList.rename')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ templateName: row?.templateName, remark: row?.remark ?? '' }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="templateName" label={t('template.name')} rules={[rule('templateName', t('template.name'))]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark', t('field.remark'))]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
