import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';

export interface RegionSearchValues {
  regionName?: string;
  platform?: string;
  status?: '0' | '1';
}

interface Props extends Omit<SearchFormProps<RegionSearchValues>, 'children'> {
  platformOptions: DictOption[];
  statusOptions: DictOption[];
}

/** Filters of the region list: name, platform, status. */
export default function RegionSearchForm({ platformOptions, statusOptions, ...search }: Props) {
  const { t } = useTranslation(['business', 'common']);
  return (
    <SearchForm<RegionSearchValues> {...search}>
      <Form.Item name="regionName" label={t('region.field.regionName')}>
        <Input placeholder={t('region.placeholder.regionName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="platform" label={t('region.field.platform')}>
        <Select placeholder={t('region.placeholder.platform')} allowClear options={dictSelectOptions(platformOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="status" label={t('region.field.status')}>
        <Select placeholder={t('region.placeholder.status')} allowClear options={dictSelectOptions(statusOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
