import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';

export interface FundSearchValues {
  userName?: string;
  consistent?: '0' | '1';
  debt?: '1';
}

/** Overview filters: account, consistency of balance and ledger, accounts in debt. */
export default function FundSearchForm(props: Omit<SearchFormProps<FundSearchValues>, 'children'>) {
  const { t } = useTranslation(['finance', 'common']);
  return (
    <SearchForm<FundSearchValues> {...props}>
      <Form.Item name="userName" label={t('fund.field.user')}>
        <Input allowClear placeholder={t('fund.placeholder.user')} maxLength={30} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="consistent" label={t('fund.field.consistent')}>
        <Select
          allowClear
          placeholder={t('fund.placeholder.consistent')}
          style={SEARCH_FIELD_STYLE}
          options={[
            { value: '1', label: t('fund.consistent.yes') },
            { value: '0', label: t('fund.consistent.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="debt" label={t('fund.field.debt')}>
        <Select allowClear placeholder={t('fund.placeholder.debt')} style={SEARCH_FIELD_STYLE} options={[{ value: '1', label: t('fund.debtOnly') }]} />
      </Form.Item>
    </SearchForm>
  );
}
