import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../components/list/SearchForm.tsx';
import { SellerSelect } from '../customer/index.ts';
import { RegionSelect } from '../region/index.ts';

export interface OwnerSearchValues {
  userId?: number;
  regionId?: number;
}

/** Seller and region filters of the seller price / service price lists (spread `useListPage`'s `searchProps`). */
export default function OwnerSearchForm(props: Omit<SearchFormProps<OwnerSearchValues>, 'children'>) {
  const { t } = useTranslation(['business', 'common']);
  return (
    <SearchForm<OwnerSearchValues> {...props}>
      <Form.Item name="userId" label={t('price.field.user')}>
        <SellerSelect style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="regionId" label={t('price.field.region')}>
        <RegionSelect allowClear placeholder={t('price.placeholder.region')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
