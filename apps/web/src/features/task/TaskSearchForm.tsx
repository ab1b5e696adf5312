import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../hooks/useDict.ts';
import { RegionSelect } from '../region/index.ts';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../components/list/SearchForm.tsx';
import { SellerSelect } from '../customer/index.ts';
import type { TaskSearchValues } from './taskQuery.ts';

interface Props extends Omit<SearchFormProps<TaskSearchValues>, 'children'> {
  statusOptions: DictOption[];
  platformOptions: DictOption[];
  /** Offer the seller filter (admin / staff lists). */
  withSeller?: boolean;
  /** The status is fixed by the screen (e.g. a workbench tab). */
  hideStatus?: boolean;
}

/** Filters of the task lists: status, region, platform, task number, title, creation days (and seller). */
export default function TaskSearchForm({ statusOptions, platformOptions, withSeller, hideStatus, ...search }: Props) {
  const { t } = useTranslation(['task', 'common']);
  return (
    <SearchForm<TaskSearchValues> {...search} aria-label={t('common:actions.search')}>
      <Form.Item name="taskNo" label={t('field.taskNo')}>
        <Input placeholder={t('placeholder.taskNo')} allowClear maxLength={32} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="productTitle" label={t('field.productTitle')}>
        <Input placeholder={t('placeholder.productTitle')} allowClear maxLength={100} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      {hideStatus ? null : (
        <Form.Item name="status" label={t('field.status')}>
          <Select placeholder={t('placeholder.status')} allowClear options={dictSelectOptions(statusOptions)} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      )}
      <Form.Item name="regionId" label={t('field.region')}>
        <RegionSelect allowClear placeholder={t('placeholder.region')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="platform" label={t('field.platform')}>
        <Select placeholder={t('placeholder.platform')} allowClear options={dictSelectOptions(platformOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      {withSeller ? (
        <Form.Item name="userId" label={t('field.seller')}>
          <SellerSelect style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      <Form.Item name="dateRange" label={t('field.createTime')}>
        <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
      </Form.Item>
    </SearchForm>
  );
}
