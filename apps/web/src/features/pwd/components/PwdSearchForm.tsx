import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm from '../../../components/list/SearchForm.tsx';

export interface PwdSearchValues {
  userName?: string;
  hasPwd?: '0' | '1';
  roleKey?: 'common' | 'zi';
}

interface Props {
  hidden?: boolean;
  onSearch: (values: PwdSearchValues) => void;
  onReset: () => void;
}

/** Filters: account, whether a second password is set, account type. */
export default function PwdSearchForm({ hidden, onSearch, onReset }: Props) {
  const { t } = useTranslation(['finance', 'common']);
  const [form] = Form.useForm<PwdSearchValues>();
  return (
    <SearchForm form={form} shown={!hidden} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="userName" label={t('pwd.field.userName')}>
        <Input allowClear placeholder={t('customer.placeholder.userName')} maxLength={30} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="hasPwd" label={t('pwd.field.hasPwd')}>
        <Select
          allowClear
          placeholder={t('fund.placeholder.consistent')}
          style={SEARCH_FIELD_STYLE}
          options={[
            { value: '1', label: t('pwd.state.set') },
            { value: '0', label: t('pwd.state.notSet') },
          ]}
        />
      </Form.Item>
      <Form.Item name="roleKey" label={t('customer.field.roleKey')}>
        <Select
          allowClear
          placeholder={t('customer.placeholder.roleKey')}
          style={SEARCH_FIELD_STYLE}
          options={[
            { value: 'common', label: t('customer.role.common') },
            { value: 'zi', label: t('customer.role.zi') },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
