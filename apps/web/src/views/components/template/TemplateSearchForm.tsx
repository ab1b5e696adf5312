import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import RegionSelect from '../business/RegionSelect.tsx';
import SearchActions, { SEARCH_FIELD_STYLE, SEARCH_FORM_STYLE } from '../business/SearchActions.tsx';
import SellerSelect from '../business/SellerSelect.tsx';
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
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" hidden={hidden} onFinish={onSearch} style={SEARCH_FORM_STYLE}>
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
      <SearchActions onReset={reset} />
    </Form>
  );
}
