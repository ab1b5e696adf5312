import { type RegionRow, regionBodySchema, regionEditSchema } from '@ceping/contract';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRegion, updateRegion } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import FormDialog from '../../../components/list/FormDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import { useEntitySave } from '../../../components/list/useEntitySave.ts';

interface Values {
  regionName?: string;
  regionNameEn?: string | null;
  platform?: string;
  countryCode?: string | null;
  coinName?: string | null;
  rate?: string;
  orderNum?: number;
  status?: string;
  remark?: string | null;
}

interface Props {
  /** `null`: closed; `{}`: add; `{ row }`: edit that row. */
  editing: { row?: RegionRow } | null;
  platformOptions: DictOption[];
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

function initialValues(row?: RegionRow): Values {
  if (!row) return { status: '0', orderNum: 0 };
  return {
    regionName: row.regionName,
    regionNameEn: row.regionNameEn ?? '',
    platform: row.platform,
    countryCode: row.countryCode,
    coinName: row.coinName ?? '',
    rate: row.rate,
    orderNum: row.orderNum,
    status: row.status,
    remark: row.remark ?? '',
  };
}

/** Add / edit a country or region: names, platform, currency and exchange rate. */
export default function RegionFormDialog({ editing, platformOptions, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const rule = useZodRule(regionBodySchema);
  const [form] = Form.useForm<Values>();
  const entity = useEntitySave(form, { addSchema: regionBodySchema, editSchema: regionEditSchema, add: addRegion, update: updateRegion, onSaved });
  const row = editing?.row;
  const initial = initialValues(row);
  // Without a currency the region is priced in RMB: the rate is 1 (the server stores 1 too). The
  // watched value is undefined until the form has rendered once: until then the row's own currency
  // decides, so an edited region's rate field is there from the first render (it used to appear one
  // render later, and an OK pressed in between sent no rate and nothing was saved).
  const rmb = !(Form.useWatch('coinName', form) ?? initial.coinName)?.trim();

  // Decided from the submitted values: the watched value lags one render behind (undefined at first).
  const save = (values: Values) => {
    const coinName = values.coinName?.trim().toUpperCase() || null;
    return entity.save({ ...values, coinName, rate: coinName ? values.rate : '1' }, row ? { regionId: row.regionId } : undefined);
  };

  const label = (key: string) => t(`region.field.${key}`);

  return (
    <FormDialog
      title={t(row ? 'region.dialog.edit' : 'region.dialog.add')}
      open={editing !== null}
      width={640}
      form={form}
      saving={entity.saving}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save} preserve={false}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="regionName" label={label('regionName')} rules={[rule('regionName', label('regionName'))]}>
              <Input placeholder={t('region.placeholder.regionName')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="regionNameEn" label={label('regionNameEn')} rules={[rule('regionNameEn', label('regionNameEn'))]}>
              <Input placeholder={t('region.placeholder.regionNameEn')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="platform" label={label('platform')} rules={[rule('platform', label('platform'))]}>
              <Select placeholder={t('region.placeholder.platform')} options={dictSelectOptions(platformOptions)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="countryCode" label={label('countryCode')} rules={[rule('countryCode', label('countryCode'))]}>
              <Input placeholder={t('region.placeholder.countryCode')} maxLength={8} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="coinName"
              label={label('coinName')}
              extra={t('region.help.coinName')}
              normalize={(v: string) => v.toUpperCase()}
              rules={[rule('coinName', label('coinName'))]}
            >
              <Input placeholder={t('region.placeholder.coinName')} maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {rmb ? (
              <Form.Item label={label('rate')} extra={t('region.help.rateRmb')}>
                <InputNumber<string> stringMode value="1" disabled style={{ width: '100%' }} aria-label={label('rate')} />
              </Form.Item>
            ) : (
              <Form.Item name="rate" label={label('rate')} extra={t('region.help.rate')} rules={[rule('rate', label('rate'))]}>
                <InputNumber<string> stringMode min="0" step="0.01" placeholder={t('region.placeholder.rate')} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="orderNum" label={label('orderNum')} rules={[rule('orderNum', label('orderNum'))]}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(statusOptions)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea placeholder={t('region.placeholder.remark')} maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
