import { formatMessage, isMessageKey, type Lang, pickLang } from '@ceping/contract';
import type { FormInstance, FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/index.ts';

/**
 * Turns the contract's zod schemas into antd Form rules so client and server share one set of rules.
 * Schema messages are keys of `apiMessages`; they are translated with `formatMessage`.
 *
 *   rules={[zodRule(registerBodySchema.shape.username)]}          // one field schema
 *   rules={[zodRule(userAddSchema, 'phonenumber', lang, label)]}   // a field of an object schema
 *   const rule = useZodRule(userAddSchema); rules={[rule('phonenumber', label)]}
 */

export type ObjectSchema = z.ZodObject;
export type FieldOf<S extends ObjectSchema> = keyof S['shape'] & string;

/** Translates a zod issue message: a catalogue key becomes text in `lang`; other text stays as is. */
export function translateMessage(message: string, lang: Lang = currentLanguage()): string {
  return isMessageKey(message) ? formatMessage(lang, message) : message;
}

/** Like `translateMessage`, but a message outside the catalogue (zod's own English) becomes "invalid <label>". */
export function translateIssue(lang: Lang, message: string, label: string): string {
  return isMessageKey(message) ? formatMessage(lang, message) : formatMessage(lang, 'validation.field', label);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null;
}

/**
 * Validates one value against a field schema. An untouched field (undefined/null) that the schema refuses
 * is checked again as '' so a required text field reports its own "required"/length message.
 * Returns the translated message, or null when the value is valid.
 */
export function checkField(fieldSchema: z.ZodType, value: unknown, lang: Lang, label?: string): string | null {
  let result = fieldSchema.safeParse(value);
  if (!result.success && isEmpty(value)) result = fieldSchema.safeParse('');
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return label === undefined ? translateMessage(message, lang) : translateIssue(lang, message, label);
}

/** True when neither "nothing" nor an empty string satisfies the field: the form shows the required mark. */
export function isRequiredField(fieldSchema: z.ZodType): boolean {
  return !fieldSchema.safeParse(undefined).success && !fieldSchema.safeParse('').success;
}

function fieldRule(fieldSchema: z.ZodType, lang: Lang | undefined, label: string | undefined): FormRule {
  return {
    required: isRequiredField(fieldSchema),
    validator: async (_rule, value: unknown) => {
      const message = checkField(fieldSchema, value, lang ?? currentLanguage(), label);
      if (message) throw new Error(message);
    },
  };
}

/** A rule from one field schema; messages in the language current at validation time. */
export function zodRule(fieldSchema: z.ZodType): FormRule;
/** A rule for `field` of an object schema; `lang` defaults to the current language, `label` names the field in generic messages. */
export function zodRule<S extends ObjectSchema>(schema: S, field: FieldOf<S>, lang?: Lang, label?: string): FormRule;
export function zodRule(schema: z.ZodType, field?: string, lang?: Lang, label?: string): FormRule {
  if (field === undefined) return fieldRule(schema, lang, label);
  const shape = (schema as ObjectSchema).shape as Record<string, z.ZodType>;
  return fieldRule(shape[field], lang, label ?? field);
}

/** The current UI language as a catalogue language. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return pickLang(i18n.language);
}

/** `const rule = useZodRule(userAddSchema); <Form.Item rules={[rule('nickName', label)]}>` in the current language. */
export function useZodRule<S extends ObjectSchema>(schema: S): (field: FieldOf<S>, label?: string) => FormRule {
  const lang = useLang();
  return useCallback((field: FieldOf<S>, label?: string) => zodRule(schema, field, lang, label ?? field), [schema, lang]);
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}
export type ParsedForm<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldError[] };

/** Parses a whole form with its schema; the result is what goes on the wire (trimmed, defaults applied). */
export function parseForm<S extends ObjectSchema>(schema: S, values: unknown, lang: Lang): ParsedForm<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  return {
    errors: result.error.issues.map((issue) => {
      const name = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
      return { name, errors: [translateIssue(lang, issue.message, name.join('.'))] };
    }),
  };
}

/** Shows schema errors found at submit time (e.g. object-level checks) on their fields. */
export function setFormErrors<V>(form: FormInstance<V>, errors: FieldError[]): void {
  form.setFields(errors as Parameters<FormInstance<V>['setFields']>[0]);
}
