import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import SearchActions, { SEARCH_FORM_STYLE } from './SearchActions.tsx';

export interface SearchFormProps<V> extends Omit<FormProps<V>, 'onFinish' | 'onReset' | 'layout' | 'hidden' | 'children'> {
  form: FormInstance<V>;
  /** The toolbar's show/hide toggle. A hidden form keeps what was typed (RuoYi's `v-show`). */
  shown: boolean;
  onSearch: (values: V) => void;
  /** Called after the fields were cleared. */
  onReset: () => void;
  children: ReactNode;
}

/**
 * The inline filter row of a list: its fields, then "Search" (submit, Enter in any field) and "Reset".
 * Hidden with an inline `display: none`: antd's inline form sets `display: flex`, which beats the
 * `hidden` attribute, so `hidden` alone leaves the form on screen.
 */
export default function SearchForm<V>({ form, shown, onSearch, onReset, children, style, ...rest }: SearchFormProps<V>) {
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form<V> form={form} layout="inline" onFinish={onSearch} style={{ ...SEARCH_FORM_STYLE, ...style, ...(shown ? {} : { display: 'none' }) }} {...rest}>
      {children}
      <SearchActions onReset={reset} />
    </Form>
  );
}
