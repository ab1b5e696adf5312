import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../../hooks/useDict.ts';
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

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form form={form} name="userQuery" layout="inline" hidden={hidden} onFinish={onSearch} style={{ marginBottom: 8, rowGap: 8 }} aria-label={t('common:actions.search')}>
      <Form.Item name="userName" label={t('field.userName')}>
        <Input placeholder={t('placeholder.userName')} allowClear style={fieldStyle} maxLength={30} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('field.phonenumber')}>
        <Input placeholder={t('placeholder.phonenumber')} allowClear style={fieldStyle} maxLength={11} />
      </Form.Item>
      <Form.Item name="status" label={t('field.status')}>
        <Select
          placeholder={t('placeholder.status')}
          allowClear
          style={fieldStyle}
          options={statusOptions.map((o) => ({ label: o.label, value: o.value }))}
        />
      </Form.Item>
      <Form.Item name="dateRange" label={t('field.createTime')}>
        <DatePicker.RangePicker style={fieldStyle} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common:actions.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset} style={{ marginLeft: 8 }}>
          {t('common:actions.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
