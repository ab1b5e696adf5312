import { type Fee, feeBodySchema, feeEditSchema } from '@ceping/contract';
import { App, Col, Divider, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFee, updateFee } from '../../../../api/business/fee.ts';
import type { DictOption } from '../../../../hooks/useDict.ts';
import { parseForm, setFormErrors, useLang, useZodRule } from '../../../../utils/zodRule.ts';
import RegionSelect from '../../../components/business/RegionSelect.tsx';
import { dictSelectOptions } from '../../../components/business/SearchActions.tsx';
import SellerSelect from '../../../components/business/SellerSelect.tsx';
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
  const { message } = App.useApp();
  const lang = useLang();
  const rule = useZodRule(feeBodySchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const row = editing?.row;

  const save = async (values: Values) => {
    const body = { ...values, userId: values.userId ?? null };
    setSaving(true);
    try {
      if (row) {
        const parsed = parseForm(feeEditSchema, { ...body, feeId: row.feeId }, lang);
        if (parsed.errors) return setFormErrors(form, parsed.errors);
        await updateFee(parsed.data);
      } else {
        const parsed = parseForm(feeBodySchema, body, lang);
        if (parsed.errors) return setFormErrors(form, parsed.errors);
        await addFee(parsed.data);
      }
      message.success(t(row ? 'common:messages.editSuccess' : 'common:messages.addSuccess'));
      onSaved();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  const amount = (key: FeeKey) => (
    <Col xs={12} sm={8} key={key}>
      <Form.Item name={key} label={t(`fee.field.${key}`)} rules={[rule(key, t(`fee.field.${key}`))]}>
        <InputNumber<string> stringMode min="0" max="100000" precision={2} step="0.5" prefix="¥" style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      title={t(row ? 'fee.dialog.edit' : 'fee.dialog.add')}
      open={editing !== null}
      width={680}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues(row)} onFinish={save} preserve={false}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="regionId" label={t('fee.field.region')} rules={[{ required: true, message: t('price.regionRequired') }]}>
              <RegionSelect placeholder={t('price.placeholder.region')} disabled={Boolean(row)} />
            </Form.Item>
          </Col>
          {editing?.sellerRow ? (
            <Col xs={24} sm={12}>
              <Form.Item name="userId" label={t('fee.field.user')} rules={[{ required: true, message: t('common.selectSeller') }]}>
                <SellerSelect current={row?.userId ? { userId: row.userId, userName: row.userName, nickName: row.nickName } : null} disabled={Boolean(row)} />
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
      </Form>
    </Modal>
  );
}
