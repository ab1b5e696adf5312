import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../../hooks/useDict.ts';
import SearchActions, { dictSelectOptions, SEARCH_FIELD_STYLE, SEARCH_FORM_STYLE } from '../../../components/business/SearchActions.tsx';

export interface SiteSearchValues {
  siteName?: string;
  domain?: string;
  status?: '0' | '1';
}

interface Props {
  hidden?: boolean;
  statusOptions: DictOption[];
  onSearch: (values: SiteSearchValues) => void;
  onReset: () => void;
}

/** Filters of the site list: name, domain, status. */
export default function SiteSearchForm({ hidden, statusOptions, onSearch, onReset }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const [form] = Form.useForm<SiteSearchValues>();
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" hidden={hidden} onFinish={onSearch} style={SEARCH_FORM_STYLE}>
      <Form.Item name="siteName" label={t('site.field.siteName')}>
        <Input placeholder={t('site.placeholder.siteName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="domain" label={t('site.field.domain')}>
        <Input placeholder={t('site.placeholder.domain')} allowClear maxLength={100} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="status" label={t('site.field.status')}>
        <Select placeholder={t('site.placeholder.status')} allowClear options={dictSelectOptions(statusOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <SearchActions onReset={reset} />
    </Form>
  );
}
