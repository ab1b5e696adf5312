import { type Shop, shopBodySchema, shopEditSchema } from '@ceping/contract';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addShop, updateShop } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { RegionSelect } from '../../region/index.ts';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import { SellerSelect } from '../../customer/index.ts';

interface Values {
  userId?: number | null;
  shopName?: string;
  shopType?: string;
  platform?: string;
  regionId?: number | null;
  shopUrl?: string | null;
  status?: string;
  remark?: string | null;
}

interface Props {
  editing: { row?: Shop } | null;
  /** Staff choose the owner; a seller's shops are always its own. */
  withUser: boolean;
  platformOptions: DictOption[];
  shopTypeOptions: DictOption[];
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

function initialValues(row?: Shop): Values {
  if (!row) return { shopType: '1', status: '0' };
  return {
    userId: row.userId,
    shopName: row.shopName,
    shopType: row.shopType,
    platform: row.platform,
    regionId: row.regionId,
    shopUrl: row.shopUrl ?? '',
    status: row.status,
    remark: row.remark ?? '',
  };
}

/** Add / edit a shop; the region list follows the chosen platform. */
export default function ShopFormDialog({ editing, withUser, platformOptions, shopTypeOptions, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const row = editing?.row;
  const label = (key: string) => t(`shop.field.${key}`);
  return (
    <EntityDialog
      open={editing !== null}
      title={t(row ? 'shop.dialog.edit' : 'shop.dialog.add')}
      width={640}
      schemas={{ add: shopBodySchema, edit: shopEditSchema }}
      api={{ add: addShop, update: updateShop }}
      editKey={row ? { shopId: row.shopId } : undefined}
      initialValues={initialValues(row)}
      toBody={(values) => ({ ...values, regionId: values.regionId ?? null, userId: withUser ? values.userId : undefined })}
      onValuesChange={(changed, form) => {
        if ('platform' in changed) form.setFieldValue('regionId', null);
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <Row gutter={16}>
          {withUser ? (
            <Col span={24}>
              <Form.Item name="userId" label={label('user')} rules={[{ required: true, message: t('shop.userRequired') }]}>
                <SellerSelect current={row ? { userId: row.userId, userName: row.userName, nickName: row.nickName } : null} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} sm={12}>
            <Form.Item name="shopName" label={label('shopName')} rules={[rule('shopName', label('shopName'))]}>
              <Input placeholder={t('shop.placeholder.shopName')} maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="shopType" label={label('shopType')} rules={[rule('shopType', label('shopType'))]}>
              <Select placeholder={t('shop.placeholder.shopType')} options={dictSelectOptions(shopTypeOptions)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="platform" label={label('platform')} rules={[rule('platform', label('platform'))]}>
              <Select placeholder={t('shop.placeholder.platform')} options={dictSelectOptions(platformOptions)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item noStyle dependencies={['platform']}>
              {({ getFieldValue }) => {
                const platform = getFieldValue('platform') as string | undefined;
                return (
                  <Form.Item name="regionId" label={label('region')}>
                    <RegionSelect allowClear platform={platform} disabled={!platform} placeholder={t('shop.placeholder.region')} />
                  </Form.Item>
                );
              }}
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="shopUrl" label={label('shopUrl')} rules={[rule('shopUrl', label('shopUrl'))]}>
              <Input placeholder={t('shop.placeholder.shopUrl')} maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(statusOptions)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea placeholder={t('shop.placeholder.remark')} maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </EntityDialog>
  );
}
