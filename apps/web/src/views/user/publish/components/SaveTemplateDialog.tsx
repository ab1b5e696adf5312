import { type TaskBody, templateAddSchema } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTemplate } from '../../../../api/business/template.ts';
import { useZodRule } from '../../../../utils/zodRule.ts';

interface Props {
  /** The checked form body to save; null closes the dialog. */
  body: TaskBody | null;
  onClose: () => void;
}

/** Asks the template name and saves the current form as a template (`POST /system/template`). */
export default function SaveTemplateDialog({ body, onClose }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(templateAddSchema);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ templateName: string; remark?: string }>();
  const [saving, setSaving] = useState(false);

  const save = async (values: { templateName: string; remark?: string }) => {
    if (!body) return;
    setSaving(true);
    try {
      await addTemplate({ templateName: values.templateName.trim(), remark: values.remark?.trim() ?? '', content: body });
      message.success(t('template.saved'));
      await queryClient.invalidateQueries({ queryKey: ['business', 'template'] });
      onClose();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={body !== null}
      title={t('template.saveAs')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void save(v)}>
        <Form.Item name="templateName" label={t('template.name')} rules={[rule('templateName', t('template.name'))]}>
          <Input maxLength={100} placeholder={t('template.namePlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark', t('field.remark'))]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
