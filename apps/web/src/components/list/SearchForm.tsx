import { Form, type FormInstance, type FormProps } from 'antd';
import { type ReactNode, useId } from 'react';
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
  // A name of its own gives the fields ids of their own (antd prefixes them with it): without one a
  // filter's id is the bare field name, the same as the add/edit dialog's field, so the dialog's
  // label pointed at the search box (and pages kept alive in other tabs repeat the same ids).
  const name = `search${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form<V>
      name={name}
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ ...SEARCH_FORM_STYLE, ...style, ...(shown ? {} : { display: 'none' }) }}
      {...rest}
    >
      {children}
      <SearchActions onReset={reset} />
    </Form>
  );
}
