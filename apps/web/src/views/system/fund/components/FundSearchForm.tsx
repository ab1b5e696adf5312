import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import SearchActions, { SEARCH_FIELD_STYLE, SEARCH_FORM_STYLE } from '../../../components/business/SearchActions.tsx';

export interface FundSearchValues {
  userName?: string;
  consistent?: '0' | '1';
  debt?: '1';
}

interface Props {
  hidden?: boolean;
  onSearch: (values: FundSearchValues) => void;
  onReset: () => void;
}

/** Overview filters: account, consistency of balance and ledger, accounts in debt. */
export default function FundSearchForm({ hidden, onSearch, onReset }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const [form] = Form.useForm<FundSearchValues>();
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form form={form} layout="inline" hidden={hidden} onFinish={onSearch} style={SEARCH_FORM_STYLE}>
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
      <SearchActions onReset={reset} />
    </Form>
  );
}
