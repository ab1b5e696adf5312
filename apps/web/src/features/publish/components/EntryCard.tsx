import { taskFieldsSchema } from '@ceping/contract';
import { Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import { translateMessage, useLang, useZodRule } from '../../../utils/zodRule.ts';
import KeywordRows from './KeywordRows.tsx';

/** How the buyer enters the shop (dictionary `enter_method`), its note (required for "other") and the keywords. */
export default function EntryCard() {
  const { t } = useTranslation('task');
  const lang = useLang();
  const rule = useZodRule(taskFieldsSchema);
  const { enter_method } = useDict('enter_method');
  const form = Form.useFormInstance();
  const method = Form.useWatch('enterMethod', form) as string | undefined;

  return (
    <Card title={t('form.section.entry')} size="small">
      <Form.Item name="enterMethod" label={t('field.enterMethod')} rules={[rule('enterMethod', t('field.enterMethod'))]}>
        <Radio.Group options={enter_method.map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      <Form.Item
        name="enterMethodRemark"
        label={t('field.enterMethodRemark')}
        dependencies={['enterMethod']}
        required={method === '9'}
        rules={[
          rule('enterMethodRemark', t('field.enterMethodRemark')),
          {
            validator: async (_r, value: string | undefined) => {
              if (form.getFieldValue('enterMethod') === '9' && !value?.trim()) throw new Error(translateMessage('task.enterMethodRemarkRequired', lang));
            },
          },
        ]}
      >
        <Input.TextArea rows={2} maxLength={500} showCount placeholder={t('placeholder.enterMethodRemark')} />
      </Form.Item>
      {method === '1' ? <KeywordRows required /> : null}
    </Card>
  );
}
