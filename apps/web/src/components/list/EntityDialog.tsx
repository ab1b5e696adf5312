import { Form, type FormInstance, type FormRule } from 'antd';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import type { z } from 'zod';
import { type FieldOf, type ObjectSchema, useZodRule } from '../../utils/zodRule.ts';
import FormDialog from './FormDialog.tsx';
import { useEntitySave } from './useEntitySave.ts';

interface Props<V, A extends ObjectSchema, E extends ObjectSchema> {
  open: boolean;
  title: string;
  width: number;
  /** The contract's body schemas: the form's rules come from `add`, the sent body is checked with `add` / `edit`. */
  schemas: { add: A; edit: E };
  api: { add: (body: z.infer<A>) => Promise<unknown>; update: (body: z.infer<E>) => Promise<unknown> };
  /** The edited row's id (e.g. `{ siteId: 4 }`); left out, the dialog adds. */
  editKey?: Record<string, number>;
  initialValues: V;
  /** Turns the form's values into the body (default: as they are). */
  toBody?: (values: V) => object;
  /** A field's change that resets another (e.g. a new platform clears the region). */
  onValuesChange?: (changed: Partial<V>, form: FormInstance<V>) => void;
  onClose: () => void;
  onSaved: () => void;
  /** The fields; `rule(field, label)` checks a field with the add schema in the interface language. */
  children: (rule: (field: FieldOf<A>, label?: string) => FormRule, form: FormInstance<V>) => ReactNode;
}

/** Add / edit dialog of a list driven by the contract's zod schemas: field rules, body check, save, toast. */
export default function EntityDialog<V, A extends ObjectSchema, E extends ObjectSchema>(props: Props<V, A, E>) {
  // Every opening gets its own form: antd merges a kept form store over new initial values, so a dialog
  // reused for another row (or reopened before its content was destroyed) would show the previous values.
  // Closing keeps the key, so the closing animation still plays.
  const openings = useRef(0);
  const opening = useMemo(() => (props.open ? ++openings.current : openings.current), [props.open]);
  return <OneOpening key={opening} {...props} />;
}

function OneOpening<V, A extends ObjectSchema, E extends ObjectSchema>(props: Props<V, A, E>) {
  const rule = useZodRule(props.schemas.add);
  const [form] = Form.useForm<V>();
  const entity = useEntitySave(form, {
    addSchema: props.schemas.add,
    editSchema: props.schemas.edit,
    add: props.api.add,
    update: props.api.update,
    onSaved: props.onSaved,
  });
  const save = (values: V) => entity.save(props.toBody ? props.toBody(values) : (values as object), props.editKey);
  // Field ids of its own (see SearchForm): a label of the dialog points at the dialog's field.
  const name = `entity${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <FormDialog title={props.title} open={props.open} width={props.width} form={form} saving={entity.saving} onClose={props.onClose}>
      <Form<V>
        name={name}
        form={form}
        layout="vertical"
        initialValues={props.initialValues as object}
        onFinish={save}
        onValuesChange={props.onValuesChange ? (changed: Partial<V>) => props.onValuesChange?.(changed, form) : undefined}
        preserve={false}
      >
        {props.children(rule, form)}
      </Form>
    </FormDialog>
  );
}
