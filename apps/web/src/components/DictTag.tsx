import { Tag, type TagProps } from 'antd';
import type React from 'react';
import type { DictOption } from '../hooks/useDict.ts';

export type DictValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface DictTagProps {
  /** Options of one dictionary type, e.g. `useDict('sys_normal_disable').sys_normal_disable`. */
  options: readonly DictOption[] | undefined;
  /** A value, an array of values or a separated string of values. */
  value: DictValue;
  /** Show values that match no option as plain text (default true). */
  showValue?: boolean;
  /** Separator of a string value holding several values (default ','). */
  separator?: string;
}

const TAG_COLOURS: Record<string, TagProps['color']> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

const WRAP_STYLE: React.CSSProperties = { display: 'inline-flex', flexWrap: 'wrap', gap: 4 };

export function splitDictValue(value: DictValue, separator = ','): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(separator)
    .filter((v) => v !== '');
}

/** Shows the dictionary labels of a value: a coloured tag per `listClass`, or plain text. */
export default function DictTag({ options, value, showValue = true, separator = ',' }: DictTagProps) {
  const values = splitDictValue(value, separator);
  const list = options ?? [];
  const matched: DictOption[] = [];
  const unmatched: string[] = [];
  for (const v of values) {
    const option = list.find((o) => o.value === v);
    if (option) matched.push(option);
    else unmatched.push(v);
  }
  return (
    <span className="dict-tag" style={WRAP_STYLE}>
      {matched.map((option) =>
        (option.listClass === '' || option.listClass === 'default') && !option.cssClass ? (
          <span key={option.value} className="dict-tag-text">
            {option.label}
          </span>
        ) : (
          <Tag key={option.value} color={TAG_COLOURS[option.listClass] ?? 'default'} className={option.cssClass || undefined}>
            {option.label}
          </Tag>
        ),
      )}
      {showValue && unmatched.length > 0 ? <span className="dict-tag-unmatched">{unmatched.join(' ')}</span> : null}
    </span>
  );
}
