import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionSelect } from '../region/index.ts';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { SellerSelect } from '../customer/index.ts';

export interface OwnerSearchValues {
  userId?: number;
  regionId?: number;
}

interface Props {
  hidden?: boolean;
  onSearch: (values: OwnerSearchValues) => void;
  onReset: () => void;
}

/** Seller and region filters of the seller price / service price lists. */
export default function OwnerSearchForm({ hidden, onSearch, onReset }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const [form] = Form.useForm<OwnerSearchValues>();
  return (
    <SearchForm form={form} shown={!hidden} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="userId" label={t('price.field.user')}>
        <SellerSelect style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="regionId" label={t('price.field.region')}>
        <RegionSelect allowClear placeholder={t('price.placeholder.region')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
