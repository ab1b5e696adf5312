import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';

export interface PwdSearchValues {
  userName?: string;
  hasPwd?: '0' | '1';
  roleKey?: 'common' | 'zi';
}

/** Filters: account, whether a second password is set, account type. */
export default function PwdSearchForm(props: Omit<SearchFormProps<PwdSearchValues>, 'children'>) {
  const { t } = useTranslation(['finance', 'common']);
  return (
    <SearchForm<PwdSearchValues> {...props}>
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
