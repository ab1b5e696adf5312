import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../../hooks/useDict.ts';
import SearchActions, { dictSelectOptions, SEARCH_FIELD_STYLE, SEARCH_FORM_STYLE } from '../../../components/business/SearchActions.tsx';

export interface RegionSearchValues {
  regionName?: string;
  platform?: string;
  status?: '0' | '1';
}

interface Props {
  hidden?: boolean;
  disabled?: boolean;
  platformOptions: DictOption[];
  statusOptions: DictOption[];
  onSearch: (values: RegionSearchValues) => void;
  onReset: () => void;
}

/** Filters of the region list: name, platform, status. */
export default function RegionSearchForm({ hidden, disabled, platformOptions, statusOptions, onSearch, onReset }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const [form] = Form.useForm<RegionSearchValues>();
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" hidden={hidden} disabled={disabled} onFinish={onSearch} style={SEARCH_FORM_STYLE}>
      <Form.Item name="regionName" label={t('region.field.regionName')}>
        <Input placeholder={t('region.placeholder.regionName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="platform" label={t('region.field.platform')}>
        <Select placeholder={t('region.placeholder.platform')} allowClear options={dictSelectOptions(platformOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="status" label={t('region.field.status')}>
        <Select placeholder={t('region.placeholder.status')} allowClear options={dictSelectOptions(statusOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <SearchActions onReset={reset} />
    </Form>
  );
}
