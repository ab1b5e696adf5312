import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm from '../../../components/list/SearchForm.tsx';

export interface KeywordSearchValues {
  taskId?: number | null;
  keyword?: string;
}

interface Props {
  hidden?: boolean;
  onSearch: (values: KeywordSearchValues) => void;
  onReset: () => void;
}

/** Filters of the keyword allocations: task id and keyword. */
export default function KeywordSearchForm({ hidden, onSearch, onReset }: Props) {
  const { t } = useTranslation('task');
  const [form] = Form.useForm<KeywordSearchValues>();
  return (
    <SearchForm form={form} shown={!hidden} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="taskId" label={t('keywordList.taskId')}>
        <InputNumber min={1} precision={0} placeholder={t('keywordList.taskIdPlaceholder')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="keyword" label={t('keyword.keyword')}>
        <Input allowClear maxLength={200} placeholder={t('keywordList.keywordPlaceholder')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
