import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';
import { SellerSelect } from '../../customer/index.ts';
import type { LedgerSearchValues } from './ledgerQuery.ts';

interface Props extends Omit<SearchFormProps<LedgerSearchValues>, 'children'> {
  /** Show the account filter (staff); a seller's own ledger has none. */
  withUser: boolean;
  typeOptions: DictOption[];
}

/** Ledger filters: account (staff only), type, document number, date range. */
export default function LedgerSearchForm({ withUser, typeOptions, ...search }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  return (
    <SearchForm<LedgerSearchValues> {...search}>
      {withUser ? (
        <Form.Item name="userId" label={t('ledger.field.user')}>
          <SellerSelect style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      ) : null}
      <Form.Item name="type" label={t('ledger.field.type')}>
        <Select allowClear placeholder={t('ledger.placeholder.type')} options={dictSelectOptions(typeOptions)} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="refNo" label={t('ledger.field.refNo')}>
        <Input allowClear placeholder={t('ledger.placeholder.refNo')} maxLength={40} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="dateRange" label={t('ledger.field.createTime')}>
        <DatePicker.RangePicker style={{ width: 260 }} placeholder={[t('business:common.beginDate'), t('business:common.endDate')]} />
      </Form.Item>
    </SearchForm>
  );
}
