import type { JobHandlerInfo } from '@ceping/contract';
import { Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PropSchema {
  type?: string;
  title?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
}

/** The properties of a handler's arguments schema (JSON schema of a zod object). */
export function argProps(handler: JobHandlerInfo | undefined): [string, PropSchema][] {
  const props = (handler?.argsSchema.properties ?? {}) as Record<string, PropSchema>;
  return Object.entries(props);
}

/** The arguments a handler starts with: each property's default. */
export function defaultArgs(handler: JobHandlerInfo | undefined): Record<string, unknown> {
  return Object.fromEntries(argProps(handler).flatMap(([k, p]) => (p.default === undefined ? [] : [[k, p.default]])));
}

/**
 * The form of a handler's arguments, from the JSON schema the registry answers: numbers, integers,
 * booleans, choices and text. The server checks the values again with the handler's zod schema.
 */
export default function ArgsFields({ handler }: { handler: JobHandlerInfo | undefined }) {
  const { t } = useTranslation('job');
  const props = argProps(handler);
  if (!handler) return null;
  if (props.length === 0) return <Typography.Text type="secondary">{t('help.noArgs')}</Typography.Text>;
  const required = new Set((handler.argsSchema.required as string[] | undefined) ?? []);
  return (
    <>
      {props.map(([key, p]) => {
        const label = p.title ?? key;
        const common = { name: ['jobArgs', key], label, rules: required.has(key) && p.default === undefined ? [{ required: true, message: label }] : [] };
        if (p.enum) {
          return (
            <Form.Item key={key} {...common}>
              <Select options={p.enum.map((v) => ({ value: v as string, label: String(v) }))} />
            </Form.Item>
          );
        }
        if (p.type === 'integer' || p.type === 'number') {
          return (
            <Form.Item key={key} {...common}>
              <InputNumber min={p.minimum} max={p.maximum} precision={p.type === 'integer' ? 0 : undefined} style={{ width: 200 }} />
            </Form.Item>
          );
        }
        if (p.type === 'boolean') {
          return (
            <Form.Item key={key} {...common} valuePropName="checked">
              <Switch />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={key} {...common}>
            <Input maxLength={200} />
          </Form.Item>
        );
      })}
    </>
  );
}
