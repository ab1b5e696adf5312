import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "Search" (submit) and "Reset" buttons at the end of an inline filter form. */
export default function SearchActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('actions.search')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={onReset} style={{ marginLeft: 8 }}>
        {t('actions.reset')}
      </Button>
    </Form.Item>
  );
}

export const SEARCH_FIELD_STYLE = { width: 220 } as const;
export const SEARCH_FORM_STYLE = { marginBottom: 8, rowGap: 8 } as const;

/** antd Select options from dictionary options. */
export function dictSelectOptions(options: readonly { label: string; value: string }[]) {
  return options.map((o) => ({ label: o.label, value: o.value }));
}
