import { MAX_MATCH_PRODUCTS, matchProductSchema } from '@ceping/contract';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../../../components/ImageUpload.tsx';
import { translateMessage, useLang, useZodRule } from '../../../utils/zodRule.ts';
import type { ProductValues } from './publishForm.ts';

/** Matched products (picture, title, keyword, sku, price in the region's coin, pieces), at most five. */
export default function MatchProductRows({ coin }: { coin: string }) {
  const { t } = useTranslation('task');
  const lang = useLang();
  const rule = useZodRule(matchProductSchema);
  return (
    <Form.List
      name="products"
      rules={[
        {
          validator: async (_r, rows: ProductValues[] | undefined) => {
            if (!rows || rows.length === 0) throw new Error(translateMessage('task.productsRequired', lang));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={t('product.rowTitle', { n: index + 1 })}
              extra={<Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('product.remove')} />}
            >
              <Row gutter={12}>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'productImg']} label={t('product.picture')} rules={[rule('productImg', t('product.picture'))]}>
                    <ImageUpload limit={1} isShowTip={false} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={18}>
                  <Form.Item name={[field.name, 'productTitle']} label={t('product.title')} rules={[rule('productTitle', t('product.title'))]}>
                    <Input maxLength={300} placeholder={t('placeholder.productTitle')} />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'keyword']} label={t('product.keyword')} rules={[rule('keyword', t('product.keyword'))]}>
                        <Input maxLength={200} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'sku']} label={t('product.sku')} rules={[rule('sku', t('product.sku'))]}>
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={16} md={12}>
                      <Form.Item label={t('product.price')} required>
                        <Space.Compact style={{ width: '100%' }}>
                          <Form.Item name={[field.name, 'productPrice']} noStyle rules={[rule('productPrice', t('product.price'))]}>
                            <InputNumber<string>
                              stringMode
                              min="0.01"
                              step="0.01"
                              style={{ width: '100%' }}
                              aria-label={t('product.rowPrice', { n: index + 1 })}
                            />
                          </Form.Item>
                          <Space.Addon>{coin}</Space.Addon>
                        </Space.Compact>
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={12}>
                      <Form.Item name={[field.name, 'num']} label={t('product.num')} rules={[rule('num', t('product.num'))]}>
                        <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Col>
              </Row>
            </Card>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MAX_MATCH_PRODUCTS} onClick={() => add({ num: 1 })}>
            {t('product.add', { max: MAX_MATCH_PRODUCTS })}
          </Button>
          <Form.Item style={{ marginBottom: 0 }}>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Space>
      )}
    </Form.List>
  );
}
