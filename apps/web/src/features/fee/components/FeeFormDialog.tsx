import { type Fee, feeBodySchema, feeEditSchema } from '@ceping/contract';
import { Col, Divider, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { addFee, updateFee } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import { RegionSelect } from '../../region/index.ts';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import { SellerSelect } from '../../customer/index.ts';
import { FEE_KEYS, FIXED_FEES, type FeeKey, UNIT_FEES } from './feeColumns.ts';

type Values = { regionId?: number; userId?: number | null; status?: string; remark?: string | null } & Partial<Record<FeeKey, string | null>>;

interface Props {
  /** `null` closed; `{ row }` edit; `{ sellerRows }` add (a seller row when true, else a default row). */
  editing: { row?: Fee; sellerRow: boolean } | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

function initialValues(row?: Fee): Values {
  const values: Values = { regionId: row?.regionId, userId: row?.userId ?? null, status: row?.status ?? '0', remark: row?.remark ?? '' };
  for (const key of FEE_KEYS) values[key] = row ? row[key] : '0.00';
  return values;
}

/** Add / edit one region's service prices (default row, or a seller's own row). */
export default function FeeFormDialog({ editing, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const row = editing?.row;
  return (
    <EntityDialog
      open={editing !== null}
      title={t(row ? 'fee.dialog.edit' : 'fee.dialog.add')}
      width={680}
      schemas={{ add: feeBodySchema, edit: feeEditSchema }}
      api={{ add: addFee, update: updateFee }}
      editKey={row ? { feeId: row.feeId } : undefined}
      initialValues={initialValues(row)}
      toBody={(values) => ({ ...values, userId: values.userId ?? null })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => {
        const amount = (key: FeeKey) => (
          <Col xs={12} sm={8} key={key}>
            <Form.Item name={key} label={t(`fee.field.${key}`)} rules={[rule(key, t(`fee.field.${key}`))]}>
              <InputNumber<string> stringMode min="0" max="100000" precision={2} step="0.5" prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        );
        return (
          <>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="regionId" label={t('fee.field.region')} rules={[{ required: true, message: t('price.regionRequired') }]}>
                  <RegionSelect placeholder={t('price.placeholder.region')} disabled={Boolean(row)} />
                </Form.Item>
              </Col>
              {editing?.sellerRow ? (
                <Col xs={24} sm={12}>
                  <Form.Item name="userId" label={t('fee.field.user')} rules={[{ required: true, message: t('common.selectSeller') }]}>
                    <SellerSelect
                      current={row?.userId ? { userId: row.userId, userName: row.userName, nickName: row.nickName } : null}
                      disabled={Boolean(row)}
                    />
                  </Form.Item>
                </Col>
              ) : null}
            </Row>
            <Divider titlePlacement="start" plain>
              {t('fee.group.fixed')}
            </Divider>
            <Row gutter={16}>{FIXED_FEES.map(amount)}</Row>
            <Divider titlePlacement="start" plain>
              {t('fee.group.unit')}
            </Divider>
            <Row gutter={16}>{UNIT_FEES.map(amount)}</Row>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="status" label={t('fee.field.status')}>
                  <Radio.Group options={dictSelectOptions(statusOptions)} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="remark" label={t('fee.field.remark')} rules={[rule('remark', t('fee.field.remark'))]}>
                  <Input.TextArea maxLength={500} rows={2} />
                </Form.Item>
              </Col>
            </Row>
          </>
        );
      }}
    </EntityDialog>
  );
}
