import { type Customer, customerEditSchema } from '@ceping/contract';
import { Col, Divider, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateCustomer } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import SellerSelect from '../SellerSelect.tsx';
import SubAccountList from './SubAccountList.tsx';
import { SiteSelect } from '../../site/index.ts';

interface Values {
  rate?: string;
  addMoney?: string;
  siteId?: number | null;
  parentId?: number | null;
  status?: string;
  remark?: string | null;
}

interface Props {
  customer: Customer | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edit a seller's terms: rate uplift, per-order surcharge, site, parent account, status and remark.
 * Never money. A main account's dialog also lists its sub-accounts with their balances.
 */
export default function CustomerEditDialog({ customer, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const initial: Values = customer
    ? {
        rate: customer.rate,
        addMoney: customer.addMoney,
        siteId: customer.siteId,
        parentId: customer.parentId,
        status: customer.status,
        remark: customer.remark ?? '',
      }
    : {};
  const label = (key: string) => t(`customer.field.${key}`);
  const isSub = customer?.roleKeys.includes('zi') ?? false;
  const isMain = customer?.roleKeys.includes('common') ?? false;
  // Sellers are only edited here (they register themselves): the key is always there, so the edit schema and call are used.
  return (
    <EntityDialog
      open={customer !== null}
      title={t('customer.dialog.edit', { name: customer?.userName ?? '' })}
      width={600}
      schemas={{ add: customerEditSchema, edit: customerEditSchema }}
      api={{ add: updateCustomer, update: updateCustomer }}
      editKey={customer ? { userId: customer.userId } : undefined}
      initialValues={initial}
      toBody={(values) => ({ ...values, siteId: values.siteId ?? null, parentId: values.parentId ?? null })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="rate" label={label('rate')} extra={t('customer.help.rate')} rules={[rule('rate', label('rate'))]}>
              <InputNumber<string> stringMode min="0" max="100" step="0.5" suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="addMoney" label={label('addMoney')} extra={t('customer.help.addMoney')} rules={[rule('addMoney', label('addMoney'))]}>
              <InputNumber<string> stringMode min="-1000" max="1000" step="0.5" prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="siteId" label={label('site')}>
              <SiteSelect placeholder={t('customer.placeholder.site')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="parentId" label={label('parent')} extra={isSub ? undefined : t('customer.help.parent')}>
              <SellerSelect
                roleKey="common"
                excludeId={customer?.userId}
                current={customer?.parentId ? { userId: customer.parentId, userName: customer.parentName } : null}
                placeholder={t('customer.placeholder.parent')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(statusOptions)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
          {customer && isMain ? (
            <Col span={24}>
              <Divider style={{ margin: '4px 0 12px' }} />
              <SubAccountList parent={customer} statusOptions={statusOptions} />
            </Col>
          ) : null}
        </Row>
      )}
    </EntityDialog>
  );
}
