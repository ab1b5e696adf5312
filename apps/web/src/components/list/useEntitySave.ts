import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ObjectSchema, parseForm, setFormErrors, useLang } from '../../utils/zodRule.ts';

interface EntitySaveOptions<A extends ObjectSchema, E extends ObjectSchema> {
  addSchema: A;
  editSchema: E;
  add: (body: z.infer<A>) => Promise<unknown>;
  update: (body: z.infer<E>) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The save step every add/edit dialog shares: check the body with the contract's schema (errors go on
 * the fields, in the interface language), send it, say so, and hand over to `onSaved`. `key` (the
 * row's id, e.g. `{ shopId: 4 }`) makes it an edit.
 */
export function useEntitySave<A extends ObjectSchema, E extends ObjectSchema>(form: FormInstance, options: EntitySaveOptions<A, E>) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const lang = useLang();
  const [saving, setSaving] = useState(false);

  const send = async (request: () => Promise<unknown>, edit: boolean) => {
    setSaving(true);
    try {
      await request();
      message.success(t(edit ? 'messages.editSuccess' : 'messages.addSuccess'));
      options.onSaved();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  const save = async (body: object, key?: Record<string, number>) => {
    if (key) {
      const parsed = parseForm(options.editSchema, { ...body, ...key }, lang);
      if (parsed.errors) return setFormErrors(form, parsed.errors);
      return send(() => options.update(parsed.data), true);
    }
    const parsed = parseForm(options.addSchema, body, lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    return send(() => options.add(parsed.data), false);
  };
  return { save, saving };
}
