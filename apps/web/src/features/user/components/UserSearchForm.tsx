import { DatePicker, Form, Input, Select } from 'antd';
import SearchForm from '../../../components/list/SearchForm.tsx';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import type { UserSearchValues } from './userQuery.ts';

interface Props {
  hidden?: boolean;
  statusOptions: DictOption[];
  onSearch: (values: UserSearchValues) => void;
  onReset: () => void;
}

const fieldStyle = { width: 240 };

/** The inline filter row above the user table. Enter in any field searches. */
export default function UserSearchForm({ hidden, statusOptions, onSearch, onReset }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const [form] = Form.useForm<UserSearchValues>();

  return (
    <SearchForm form={form} name="userQuery" shown={!hidden} onSearch={onSearch} onReset={onReset} aria-label={t('common:actions.search')}>
      <Form.Item name="userName" label={t('field.userName')}>
        <Input placeholder={t('placeholder.userName')} allowClear style={fieldStyle} maxLength={30} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('field.phonenumber')}>
        <Input placeholder={t('placeholder.phonenumber')} allowClear style={fieldStyle} maxLength={11} />
      </Form.Item>
      <Form.Item name="status" label={t('field.status')}>
        <Select placeholder={t('placeholder.status')} allowClear style={fieldStyle} options={statusOptions.map((o) => ({ label: o.label, value: o.value }))} />
      </Form.Item>
      <Form.Item name="dateRange" label={t('field.createTime')}>
        <DatePicker.RangePicker style={fieldStyle} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
      </Form.Item>
    </SearchForm>
  );
}
