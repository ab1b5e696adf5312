import { keywordRowSchema } from '@ceping/contract';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage, useLang, useZodRule } from '../../../utils/zodRule.ts';
import { type KeywordValues, keywordSum } from './publishForm.ts';

const MAX_KEYWORDS = 50;

/**
 * Keyword rows (keyword, remark, orders) with a live Σ against the number of orders. Required when the
 * buyer enters by keyword search; the list refuses a Σ different from the number of orders.
 */
export default function KeywordRows({ required }: { required: boolean }) {
  const { t } = useTranslation('task');
  const lang = useLang();
  const rule = useZodRule(keywordRowSchema);
  const form = Form.useFormInstance();
  const keywords = Form.useWatch('keywords', form) as KeywordValues[] | undefined;
  const taskQuantity = Form.useWatch('taskQuantity', form) as number | null | undefined;
  const sum = keywordSum(keywords);
  const matches = typeof taskQuantity === 'number' && sum === taskQuantity;

  return (
    <Form.List
      name="keywords"
      rules={[
        {
          validator: async (_rule, rows: KeywordValues[] | undefined) => {
            if (!required) return;
            if (!rows || rows.length === 0) throw new Error(translateMessage('task.keywordsRequired', lang));
            if (keywordSum(rows) !== form.getFieldValue('taskQuantity')) throw new Error(translateMessage('task.keywordSum', lang));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div>
          <Row justify="space-between" align="middle" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t('keyword.title')}</Typography.Text>
            <Tag color={matches ? 'success' : 'error'} data-testid="keyword-sum">
              {t('keyword.sumOf', { sum, total: taskQuantity ?? 0 })}
            </Tag>
          </Row>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={8} align="top">
              <Col xs={24} md={9}>
                <Form.Item name={[field.name, 'keyword']} rules={[rule('keyword', t('keyword.keyword'))]}>
                  <Input maxLength={200} placeholder={t('keyword.keyword')} aria-label={t('keyword.rowKeyword', { n: index + 1 })} />
                </Form.Item>
              </Col>
              <Col xs={24} md={9}>
                <Form.Item name={[field.name, 'remark']} rules={[rule('remark', t('keyword.remark'))]}>
                  <Input maxLength={500} placeholder={t('keyword.remark')} />
                </Form.Item>
              </Col>
              <Col xs={18} md={4}>
                <Form.Item name={[field.name, 'quantity']} rules={[rule('quantity', t('keyword.quantity'))]}>
                  <InputNumber
                    min={1}
                    max={10000}
                    precision={0}
                    placeholder={t('keyword.quantity')}
                    style={{ width: '100%' }}
                    aria-label={t('keyword.rowQuantity', { n: index + 1 })}
                  />
                </Form.Item>
              </Col>
              <Col xs={6} md={2}>
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('keyword.remove')} />
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={fields.length >= MAX_KEYWORDS}
            onClick={() => add({ keyword: '', remark: '', quantity: 1 })}
          >
            {t('keyword.add')}
          </Button>
          <Form.Item style={{ marginBottom: 0 }}>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </div>
      )}
    </Form.List>
  );
}
