import { taskFieldsSchema } from '@ceping/contract';
import { Card, Col, Divider, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../../../components/ImageUpload.tsx';
import { translateMessage, useLang, useZodRule } from '../../../utils/zodRule.ts';
import MatchProductRows from './MatchProductRows.tsx';
import { SWITCHES } from './publishForm.ts';

/** Value-added services: fixed switches, coupon link and picture, compare × n, browse × n, matched products. */
export default function ServicesCard({ coin }: { coin: string }) {
  const { t } = useTranslation('task');
  const lang = useLang();
  const rule = useZodRule(taskFieldsSchema);
  const form = Form.useFormInstance();
  const coupon = Form.useWatch('coupon', form) as boolean | undefined;
  const matchProduct = Form.useWatch('matchProduct', form) as boolean | undefined;
  const needed = (key: 'task.couponUrlRequired' | 'task.couponPicRequired') => ({
    validator: async (_r: unknown, value: string | undefined) => {
      if (form.getFieldValue('coupon') && !value?.trim()) throw new Error(translateMessage(key, lang));
    },
  });

  return (
    <Card title={t('form.section.services')} size="small">
      <Row gutter={16}>
        {SWITCHES.map((key) => (
          <Col key={key} xs={12} md={8} lg={4}>
            <Form.Item name={key} label={t(`service.${key}`)} valuePropName="checked">
              <Switch aria-label={t(`service.${key}`)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {coupon ? (
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="couponUrl"
              label={t('field.couponUrl')}
              required
              rules={[rule('couponUrl', t('field.couponUrl')), needed('task.couponUrlRequired')]}
            >
              <Input maxLength={1000} placeholder={t('placeholder.couponUrl')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="couponPic"
              label={t('field.couponPic')}
              required
              rules={[rule('couponPic', t('field.couponPic')), needed('task.couponPicRequired')]}
            >
              <ImageUpload limit={1} isShowTip={false} />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="compare" label={t('service.compareTimes')} rules={[rule('compare', t('service.compare'))]}>
            <InputNumber min={0} max={5} precision={0} style={{ width: '100%' }} aria-label={t('service.compare')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="browse" label={t('service.browseTimes')} rules={[rule('browse', t('service.browse'))]}>
            <InputNumber min={0} max={5} precision={0} style={{ width: '100%' }} aria-label={t('service.browse')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="matchProduct" label={t('service.matchProduct')} valuePropName="checked">
            <Switch aria-label={t('service.matchProduct')} />
          </Form.Item>
        </Col>
      </Row>
      {matchProduct ? (
        <>
          <Divider titlePlacement="start" plain>
            {t('service.matchProducts')}
          </Divider>
          <MatchProductRows coin={coin} />
        </>
      ) : null}
    </Card>
  );
}
