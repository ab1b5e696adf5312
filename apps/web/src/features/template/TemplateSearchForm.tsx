import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../components/list/SearchForm.tsx';
import { SellerSelect } from '../customer/index.ts';
import { RegionSelect } from '../region/index.ts';

export interface TemplateSearchValues {
  templateName?: string;
  regionId?: number;
  userId?: number;
}

interface Props extends Omit<SearchFormProps<TemplateSearchValues>, 'children'> {
  withSeller?: boolean;
}

/** Filters of the template lists: name, region (and seller for staff). */
export default function TemplateSearchForm({ withSeller, ...search }: Props) {
  const { t } = useTranslation('task');
  return (
    <SearchForm<TemplateSearchValues> {...search}>
      <Form.Item name="templateName" label={t('template.name')}>
        <Input placeholder={t('template.namePlaceholder')} allowClear maxLength={100} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="regionId" label={t('field.region')}>
        <RegionSelect allowClear placeholder={t('placeholder.region')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      {withSeller ? (
        <Form.Item name="userId" label={t('field.seller')}>
          <SellerSelect style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
    </SearchForm>
  );
}
