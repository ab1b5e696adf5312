import { DatePicker, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import { SellerSelect } from '../../customer/index.ts';
import { RegionSelect } from '../../region/index.ts';
import { Perm, SETTLE_STATES } from '@ceping/contract';
import { TIME_FIELDS, type OrderSearchValues } from '../orderQuery.ts';
import StaffSelect from './StaffSelect.tsx';

/** Filters a screen may leave out (it fixes them, or its viewer has no use for them). */
export type OrderFilter = 'orderStatus' | 'evaluateStatus' | 'settleStatus' | 'seller' | 'staff' | 'taskNo' | 'region' | 'platform';

interface Props extends Omit<SearchFormProps<OrderSearchValues>, 'children'> {
  dict: { order_status: DictOption[]; order_evaluate_status: DictOption[]; platform: DictOption[] };
  /** Filters not offered. */
  without?: readonly OrderFilter[];
}

/** Filters of the order lists: everything `GET /system/orders/list` takes (numbers, text, states, region, platform, seller, staff, a time field's days). */
export default function OrderSearchForm({ dict, without = [], ...search }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const auth = useAuth();
  // The seller and staff pickers read lists of their own: offered only to who may read them.
  const allowed: Partial<Record<OrderFilter, boolean>> = { seller: auth.hasPermi(Perm.customer.list), staff: auth.hasPermi(Perm.staff.list) };
  const has = (f: OrderFilter) => !without.includes(f) && allowed[f] !== false;
  return (
    <SearchForm<OrderSearchValues> {...search} initialValues={{ timeField: 'acceptTime' }} aria-label={t('common:actions.search')}>
      <Form.Item name="orderNo" label={t('field.orderNo')}>
        <Input allowClear maxLength={40} placeholder={t('placeholder.orderNo')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="keyword" label={t('field.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('placeholder.keyword')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      {has('taskNo') ? (
        <Form.Item name="taskNo" label={t('field.taskNo')}>
          <Input allowClear maxLength={32} placeholder={t('placeholder.taskNo')} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      {has('orderStatus') ? (
        <Form.Item name="orderStatus" label={t('field.orderStatus')}>
          <Select allowClear placeholder={t('placeholder.orderStatus')} options={dictSelectOptions(dict.order_status)} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      {has('evaluateStatus') ? (
        <Form.Item name="evaluateStatus" label={t('field.evaluateStatus')}>
          <Select allowClear placeholder={t('placeholder.evaluateStatus')} options={dictSelectOptions(dict.order_evaluate_status)} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      {has('settleStatus') ? (
        <Form.Item name="settleStatus" label={t('field.settleStatus')}>
          <Select
            allowClear
            placeholder={t('placeholder.settleStatus')}
            options={SETTLE_STATES.map((s) => ({ value: s, label: t(`settle.${s}`) }))}
            style={SEARCH_FIELD_STYLE}
          />
        </Form.Item>
      ) : null}
      {has('platform') ? (
        <Form.Item name="platform" label={t('field.platform')}>
          <Select allowClear placeholder={t('placeholder.platform')} options={dictSelectOptions(dict.platform)} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      {has('region') ? (
        <Form.Item name="regionId" label={t('field.region')}>
          <RegionSelect allowClear placeholder={t('placeholder.region')} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      {has('seller') ? (
        <Form.Item name="userId" label={t('field.seller')}>
          <SellerSelect style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      {has('staff') ? (
        <Form.Item name="staffId" label={t('field.staff')}>
          <StaffSelect style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      <Form.Item label={t('field.time')}>
        <Space.Compact>
          <Form.Item name="timeField" noStyle>
            <Select style={{ width: 120 }} aria-label={t('field.timeField')} options={TIME_FIELDS.map((f) => ({ value: f, label: t(`field.${f}`) }))} />
          </Form.Item>
          <Form.Item name="dateRange" noStyle>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </SearchForm>
  );
}
