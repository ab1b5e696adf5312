import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { RegionSelect } from '../../region/index.ts';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';
import { SellerSelect } from '../../customer/index.ts';

export interface ShopSearchValues {
  userId?: number;
  shopName?: string;
  platform?: string;
  shopType?: '1' | '2' | '3' | '9';
  regionId?: number;
  status?: '0' | '1';
}

interface Props extends Omit<SearchFormProps<ShopSearchValues>, 'children'> {
  withUser: boolean;
  platformOptions: DictOption[];
  shopTypeOptions: DictOption[];
  statusOptions: DictOption[];
}

/** Shop filters: seller (staff only), name, platform, type, region, status. */
export default function ShopSearchForm({ withUser, platformOptions, shopTypeOptions, statusOptions, ...search }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const platform = Form.useWatch('platform', search.form);
  return (
    <SearchForm<ShopSearchValues> {...search}>
      {withUser ? (
        <Form.Item name="userId" label={t('shop.field.user')}>
          <SellerSelect style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      <Form.Item name="shopName" label={t('shop.field.shopName')}>
        <Input allowClear placeholder={t('shop.placeholder.shopName')} maxLength={100} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="platform" label={t('shop.field.platform')}>
        <Select allowClear placeholder={t('shop.placeholder.platform')} options={dictSelectOptions(platformOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="shopType" label={t('shop.field.shopType')}>
        <Select allowClear placeholder={t('shop.placeholder.shopType')} options={dictSelectOptions(shopTypeOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="regionId" label={t('shop.field.region')}>
        <RegionSelect allowClear platform={platform} placeholder={t('shop.placeholder.region')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="status" label={t('shop.field.status')}>
        <Select allowClear placeholder={t('shop.placeholder.status')} options={dictSelectOptions(statusOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
