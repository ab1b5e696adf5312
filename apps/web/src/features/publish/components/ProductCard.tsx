import { taskFieldsSchema } from '@ceping/contract';
import { Card, Col, Form, Input, InputNumber, Radio, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../../../components/ImageUpload.tsx';
import { useZodRule } from '../../../utils/zodRule.ts';

interface Props {
  /** The region's coin ("RMB" when it has none). */
  coin: string;
}

/** Product picture, title, link, sku, price in the region's coin, items per order, number of orders, shipping. */
export default function ProductCard({ coin }: Props) {
  const { t } = useTranslation('task');
  const rule = useZodRule(taskFieldsSchema);
  const label = (key: string) => t(`field.${key}`);
  return (
    <Card title={t('form.section.product')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="productPic" label={label('productPic')} rules={[rule('productPic', label('productPic'))]}>
            <ImageUpload limit={1} isShowTip={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="productTitle" label={label('productTitle')} rules={[rule('productTitle', label('productTitle'))]}>
            <Input.TextArea rows={2} maxLength={300} showCount placeholder={t('placeholder.productTitle')} />
          </Form.Item>
          <Form.Item name="productUrl" label={label('productUrl')} rules={[rule('productUrl', label('productUrl'))]}>
            <Input maxLength={1000} placeholder={t('placeholder.productUrl')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="sku" label={label('sku')} rules={[rule('sku', label('sku'))]}>
            <Input maxLength={100} placeholder={t('placeholder.sku')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={label('productPrice')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="productPrice" noStyle rules={[rule('productPrice', label('productPrice'))]}>
                <InputNumber<string>
                  stringMode
                  min="0.01"
                  step="0.01"
                  placeholder={t('placeholder.productPrice')}
                  style={{ width: '100%' }}
                  aria-label={label('productPrice')}
                />
              </Form.Item>
              <Space.Addon>{coin}</Space.Addon>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="perQuantity" label={label('perQuantity')} rules={[rule('perQuantity', label('perQuantity'))]}>
            <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} aria-label={label('perQuantity')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="taskQuantity" label={label('taskQuantity')} rules={[rule('taskQuantity', label('taskQuantity'))]}>
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} aria-label={label('taskQuantity')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="ship" label={label('ship')}>
            <Radio.Group
              options={[
                { value: '1', label: t('form.shipFree') },
                { value: '0', label: t('form.shipPaid') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
