import type { DictData } from '@ceping/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DictTag, { splitDictValue } from '../src/components/DictTag.tsx';
import { toDictOptions } from '../src/hooks/useDict.ts';

const row = (value: string, label: string, listClass = '', cssClass = ''): DictData => ({
  dictCode: Number(value) + 1,
  dictSort: 0,
  dictLabel: label,
  dictValue: value,
  dictType: 'order_status',
  cssClass,
  listClass,
  isDefault: 'N',
  status: '0',
  default: false,
});

const options = toDictOptions([
  row('0', 'Pending', 'primary'),
  row('1', 'Shipped', 'success'),
  row('2', 'Cancelled', 'danger'),
  row('3', 'Plain', 'default'),
  row('4', 'Styled', '', 'my-class'),
]);

describe('DictTag', () => {
  it('maps the server rows to options', () => {
    expect(options[0]).toMatchObject({ label: 'Pending', value: '0', listClass: 'primary', cssClass: '' });
    expect(options[0].raw.dictCode).toBe(1);
  });

  it('shows the label of a matching value as a coloured tag (loose match of numbers)', () => {
    const { container } = render(<DictTag options={options} value={1} />);
    const tag = container.querySelector('.ant-tag');
    expect(tag?.textContent).toBe('Shipped');
    expect(tag?.className).toContain('ant-tag-success');
    expect(container.textContent).toBe('Shipped');
  });

  it('maps primary to the processing colour and danger to error', () => {
    const { container } = render(<DictTag options={options} value="0,2" />);
    const tags = container.querySelectorAll('.ant-tag');
    expect(tags).toHaveLength(2);
    expect(tags[0].className).toContain('ant-tag-processing');
    expect(tags[1].className).toContain('ant-tag-error');
  });

  it('renders default entries without css class as plain text, others as tags with the class', () => {
    const { container } = render(<DictTag options={options} value={['3', '4']} />);
    expect(container.querySelector('.dict-tag-text')?.textContent).toBe('Plain');
    const styled = container.querySelector('.ant-tag');
    expect(styled?.textContent).toBe('Styled');
    expect(styled?.className).toContain('my-class');
  });

  it('shows several values of a separated string, in value order', () => {
    const { container } = render(<DictTag options={options} value="2|1" separator="|" />);
    expect(Array.from(container.querySelectorAll('.ant-tag')).map((t) => t.textContent)).toEqual(['Cancelled', 'Shipped']);
  });

  it('shows unknown values as text, or hides them with showValue=false', () => {
    const shown = render(<DictTag options={options} value="1,9,x" />);
    expect(shown.container.querySelector('.dict-tag-unmatched')?.textContent).toBe('9 x');
    const hidden = render(<DictTag options={options} value="9" showValue={false} />);
    expect(hidden.container.textContent).toBe('');
  });

  it('renders nothing for empty values or missing options', () => {
    expect(splitDictValue(null)).toEqual([]);
    expect(splitDictValue('')).toEqual([]);
    const { container } = render(<DictTag options={undefined} value="1" />);
    expect(container.textContent).toBe('1');
  });
});
