import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionSelect } from '../region/index.ts';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { SellerSelect } from '../customer/index.ts';
import type { TemplateSearchValues } from './useTemplateList.ts';

interface Props {
  hidden?: boolean;
  withSeller?: boolean;
  onSearch: (values: TemplateSearchValues) => void;
  onReset: () => void;
}

/** Filters of the template lists: name, region (and seller for staff). */
export default function TemplateSearchForm({ hidden, withSeller, onSearch, onReset }: Props) {
  const { t } = useTranslation('task');
  const [form] = Form.useForm<TemplateSearchValues>();
  return (
    <SearchForm form={form} shown={!hidden} onSearch={onSearch} onReset={onReset}>
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
