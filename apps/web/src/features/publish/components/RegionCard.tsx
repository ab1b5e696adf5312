import type { RegionOption } from '@ceping/contract';
import { Card, Col, Form, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import { selectDictLabel } from '../../../utils/format.ts';
import { useRegionOptions } from '../../region/index.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import { taskFieldsSchema } from '@ceping/contract';
import ShopSelect from './ShopSelect.tsx';

interface Props {
  region: RegionOption | undefined;
}

/** Country/region (with its coin and exchange rate), the platform it implies, and the seller's shop. */
export default function RegionCard({ region }: Props) {
  const { t } = useTranslation('task');
  const rule = useZodRule(taskFieldsSchema);
  const regions = useRegionOptions();
  const { platform } = useDict('platform');
  const options = (regions.data ?? []).map((o) => ({
    value: o.regionId,
    label: `${o.label} · ${selectDictLabel(platform, o.platform) || o.platform}`,
    coin: o.coinName || t('rmb'),
    rate: o.rate,
  }));

  return (
    <Card title={t('form.section.region')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="regionId" label={t('field.region')} rules={[rule('regionId', t('field.region'))]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={regions.isFetching}
              placeholder={t('placeholder.region')}
              options={options}
              optionRender={(o) => (
                <span>
                  {o.data.label} <Tag style={{ marginInlineStart: 8 }}>{t('form.coinRate', { coin: o.data.coin, rate: o.data.rate })}</Tag>
                </span>
              )}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('field.platform')}>
            {region ? (
              <span>
                <Tag color="blue">{selectDictLabel(platform, region.platform) || region.platform}</Tag>
                <Tag>{t('form.coinRate', { coin: region.coinName || t('rmb'), rate: region.rate })}</Tag>
              </span>
            ) : (
              <span className="ant-form-text">-</span>
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shopId" label={t('field.shop')} extra={t('form.shopHelp')}>
            <ShopSelect platform={region?.platform} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
