import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';
import { SiteSelect } from '../../site/index.ts';
import SellerSelect, { type SellerRef } from '../SellerSelect.tsx';

export interface CustomerSearchValues {
  userName?: string;
  phonenumber?: string;
  roleKey?: 'common' | 'zi';
  siteId?: number;
  status?: '0' | '1';
  /** Sub-accounts of this main account. */
  parentId?: number;
}

interface Props extends Omit<SearchFormProps<CustomerSearchValues>, 'children'> {
  statusOptions: DictOption[];
  /** The parent account filtered by, so its name shows before any search. */
  parent?: SellerRef | null;
}

/** Filters of the seller list: account, phone, account type, site, parent account, status. */
export default function CustomerSearchForm({ statusOptions, parent, ...search }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  return (
    <SearchForm<CustomerSearchValues> {...search}>
      <Form.Item name="userName" label={t('customer.field.userName')}>
        <Input placeholder={t('customer.placeholder.userName')} allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('customer.field.phonenumber')}>
        <Input placeholder={t('customer.placeholder.phonenumber')} allowClear maxLength={11} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="roleKey" label={t('customer.field.roleKey')}>
        <Select
          allowClear
          placeholder={t('customer.placeholder.roleKey')}
          style={SEARCH_FIELD_STYLE}
          options={[
            { value: 'common', label: t('customer.role.common') },
            { value: 'zi', label: t('customer.role.zi') },
          ]}
        />
      </Form.Item>
      <Form.Item name="siteId" label={t('customer.field.site')}>
        <SiteSelect placeholder={t('customer.placeholder.site')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="parentId" label={t('customer.field.parent')}>
        <SellerSelect roleKey="common" current={parent} placeholder={t('customer.placeholder.parent')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="status" label={t('customer.field.status')}>
        <Select placeholder={t('customer.placeholder.status')} allowClear options={dictSelectOptions(statusOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
