import { priceBodySchema, priceEditSchema } from '@ceping/contract';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { addPrice, updatePrice } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { RegionSelect } from '../../region/index.ts';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import { SellerSelect, type SellerRef } from '../../customer/index.ts';

/** What the dialog edits: an existing row (`priceId`), or a new one with optional preset region/seller. */
export interface PriceTarget {
  priceId?: number | null;
  regionId?: number;
  seller?: SellerRef | null;
  basePrice?: string | null;
  status?: string | null;
  remark?: string | null;
  /** The default tab creates default rows only: no seller field. */
  defaultOnly?: boolean;
}

interface Values {
  regionId?: number;
  userId?: number | null;
  basePrice?: string | null;
  status?: string;
  remark?: string | null;
}

interface Props {
  target: PriceTarget | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add / edit a base price: region, seller (none = the default price), price per order with two decimals. */
export default function PriceFormDialog({ target, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const isEdit = Boolean(target?.priceId);
  const initial: Values = {
    regionId: target?.regionId,
    userId: target?.seller?.userId ?? null,
    basePrice: target?.basePrice ?? null,
    status: target?.status ?? '0',
    remark: target?.remark ?? '',
  };
  const label = (key: string) => t(`price.field.${key}`);
  return (
    <EntityDialog
      open={target !== null}
      title={t(isEdit ? 'price.dialog.edit' : 'price.dialog.add')}
      width={520}
      schemas={{ add: priceBodySchema, edit: priceEditSchema }}
      api={{ add: addPrice, update: updatePrice }}
      editKey={isEdit && target?.priceId ? { priceId: target.priceId } : undefined}
      initialValues={initial}
      toBody={(values) => ({ ...values, userId: values.userId ?? null })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <>
          <Form.Item name="regionId" label={label('region')} rules={[{ required: true, message: t('price.regionRequired') }]}>
            <RegionSelect placeholder={t('price.placeholder.region')} disabled={isEdit || Boolean(target?.defaultOnly && target.regionId)} />
          </Form.Item>
          {target?.defaultOnly ? null : (
            <Form.Item name="userId" label={label('user')} extra={t('price.help.seller')}>
              <SellerSelect current={target?.seller} disabled={isEdit} />
            </Form.Item>
          )}
          <Form.Item name="basePrice" label={label('basePrice')} rules={[rule('basePrice', label('basePrice'))]}>
            <InputNumber<string>
              stringMode
              min="0"
              max="100000"
              precision={2}
              step="1"
              prefix="¥"
              placeholder={t('price.placeholder.basePrice')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Radio.Group options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
            <Input.TextArea placeholder={t('price.placeholder.remark')} maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
