import { taskFieldsSchema } from '@ceping/contract';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRule } from '../../../utils/zodRule.ts';

/** The message to the buyer and the seller's own remark. */
export default function MessageCard() {
  const { t } = useTranslation('task');
  const rule = useZodRule(taskFieldsSchema);
  return (
    <Card title={t('form.section.message')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="msg" label={t('field.msg')} rules={[rule('msg', t('field.msg'))]}>
            <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('placeholder.msg')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark', t('field.remark'))]}>
            <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('placeholder.remark')} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
