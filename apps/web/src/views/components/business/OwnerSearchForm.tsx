import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import RegionSelect from './RegionSelect.tsx';
import SearchActions, { SEARCH_FIELD_STYLE, SEARCH_FORM_STYLE } from './SearchActions.tsx';
import SellerSelect from './SellerSelect.tsx';

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
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" hidden={hidden} onFinish={onSearch} style={SEARCH_FORM_STYLE}>
      <Form.Item name="userId" label={t('price.field.user')}>
        <SellerSelect style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="regionId" label={t('price.field.region')}>
        <RegionSelect allowClear placeholder={t('price.placeholder.region')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <SearchActions onReset={reset} />
    </Form>
  );
}
