import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm from '../../../components/list/SearchForm.tsx';
import { SellerSelect } from '../../customer/index.ts';
import type { LedgerSearchValues } from './ledgerQuery.ts';

interface Props {
  hidden?: boolean;
  /** Show the account filter (staff); a seller's own ledger has none. */
  withUser: boolean;
  typeOptions: DictOption[];
  onSearch: (values: LedgerSearchValues) => void;
  onReset: () => void;
}

/** Ledger filters: account (staff only), type, document number, date range. */
export default function LedgerSearchForm({ hidden, withUser, typeOptions, onSearch, onReset }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const [form] = Form.useForm<LedgerSearchValues>();
  return (
    <SearchForm form={form} shown={!hidden} onSearch={onSearch} onReset={onReset}>
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
