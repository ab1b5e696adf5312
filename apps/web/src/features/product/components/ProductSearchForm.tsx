import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';

export interface ProductSearchValues {
  taskId?: number | null;
  orderId?: number | null;
  productTitle?: string;
}

/** Filters of the matched products: task id, order id, title. */
export default function ProductSearchForm(props: Omit<SearchFormProps<ProductSearchValues>, 'children'>) {
  const { t } = useTranslation('task');
  return (
    <SearchForm<ProductSearchValues> {...props}>
      <Form.Item name="taskId" label={t('keywordList.taskId')}>
        <InputNumber min={1} precision={0} placeholder={t('keywordList.taskIdPlaceholder')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="orderId" label={t('productList.orderId')}>
        <InputNumber min={1} precision={0} placeholder={t('productList.orderIdPlaceholder')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="productTitle" label={t('product.title')}>
        <Input allowClear maxLength={100} placeholder={t('placeholder.productTitle')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
