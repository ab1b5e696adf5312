import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm, { type SearchFormProps } from '../../../components/list/SearchForm.tsx';

export interface KeywordSearchValues {
  taskId?: number | null;
  keyword?: string;
}

/** Filters of the keyword allocations: task id and keyword. */
export default function KeywordSearchForm(props: Omit<SearchFormProps<KeywordSearchValues>, 'children'>) {
  const { t } = useTranslation('task');
  return (
    <SearchForm<KeywordSearchValues> {...props}>
      <Form.Item name="taskId" label={t('keywordList.taskId')}>
        <InputNumber min={1} precision={0} placeholder={t('keywordList.taskIdPlaceholder')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
      <Form.Item name="keyword" label={t('keyword.keyword')}>
        <Input allowClear maxLength={200} placeholder={t('keywordList.keywordPlaceholder')} style={SEARCH_FIELD_STYLE} />
      </Form.Item>
    </SearchForm>
  );
}
