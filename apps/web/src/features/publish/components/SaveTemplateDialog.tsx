import { Perm, type TaskBody, templateAddSchema, templateEndpoints } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTemplate, updateTemplate } from '../../template/index.ts';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import { resourceKey } from '../../../api/endpoint.ts';

/** The template the form was loaded from: saving can update it instead of making a new one. */
export interface LoadedTemplate {
  templateId: number;
  templateName: string;
  remark: string | null;
}

interface Props {
  /** The checked form body to save; null closes the dialog. */
  body: TaskBody | null;
  loaded: LoadedTemplate | null;
  onClose: () => void;
  onSaved: (saved: LoadedTemplate) => void;
}

interface Values {
  mode: 'update' | 'new';
  templateName: string;
  remark?: string;
}

/**
 * Saves the current form as a template: a new one (`POST /system/template`), or — when the form was
 * loaded from one of the seller's templates — that template updated (`PUT /system/template`).
 */
export default function SaveTemplateDialog({ body, loaded, onClose, onSaved }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const rule = useZodRule(templateAddSchema);
  const queryClient = useQueryClient();
  const auth = useAuth();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const canUpdate = loaded !== null && auth.hasPermi(Perm.template.edit);
  const mode = Form.useWatch('mode', form) ?? (canUpdate ? 'update' : 'new');

  const save = async (values: Values) => {
    if (!body) return;
    setSaving(true);
    const templateName = values.templateName.trim();
    const remark = values.remark?.trim() ?? '';
    try {
      if (canUpdate && loaded && values.mode === 'update') {
        await updateTemplate({ templateId: loaded.templateId, templateName, remark, content: body });
        message.success(t('template.updated', { name: templateName }));
        onSaved({ templateId: loaded.templateId, templateName, remark });
      } else {
        const res = await addTemplate({ templateName, remark, content: body });
        message.success(t('template.saved'));
        if (res.data) onSaved({ templateId: res.data.templateId, templateName, remark });
      }
      await queryClient.invalidateQueries({ queryKey: resourceKey(templateEndpoints.list) });
      onClose();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  const switchMode = (next: Values['mode']) => {
    // Updating starts from the loaded template's name; a new template needs a name of its own.
    form.setFieldsValue(next === 'update' && loaded ? { templateName: loaded.templateName, remark: loaded.remark ?? '' } : { templateName: '', remark: '' });
  };

  const initial: Values =
    canUpdate && loaded ? { mode: 'update', templateName: loaded.templateName, remark: loaded.remark ?? '' } : { mode: 'new', templateName: '' };

  return (
    <Modal
      open={body !== null}
      title={t(mode === 'update' ? 'template.updateLoaded' : 'template.saveAs', { name: loaded?.templateName })}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item name="mode" label={t('template.saveMode')} hidden={!canUpdate}>
          <Radio.Group
            onChange={(e) => switchMode(e.target.value)}
            options={[
              { value: 'update', label: t('template.updateLoaded', { name: loaded?.templateName }) },
              { value: 'new', label: t('template.saveNew') },
            ]}
          />
        </Form.Item>
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
