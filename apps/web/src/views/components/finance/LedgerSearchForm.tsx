import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import SearchActions, { dictSelectOptions, SEARCH_FIELD_STYLE, SEARCH_FORM_STYLE } from '../business/SearchActions.tsx';
import SellerSelect from '../business/SellerSelect.tsx';
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
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" hidden={hidden} onFinish={onSearch} style={SEARCH_FORM_STYLE}>
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
      <SearchActions onReset={reset} />
    </Form>
  );
}
