import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { serializeParams } from '../src/api/params.ts';
import { addDateRange, formatMoney, handleTree, parseTime, selectDictLabel, selectDictLabels, withBaseUrl } from '../src/utils/format.ts';

describe('parseTime', () => {
  const local = new Date(2024, 0, 2, 3, 4, 5);
  it('formats with the default pattern', () => {
    expect(parseTime(local)).toBe('2024-01-02 03:04:05');
    expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(parseTime(dayjs(local))).toBe('2024-01-02 03:04:05');
  });
  it('reads 10-digit numbers as seconds and longer ones as milliseconds', () => {
    const ms = local.getTime();
    expect(parseTime(Math.floor(ms / 1000))).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(Math.floor(ms / 1000)))).toBe('2024-01-02 03:04:05');
    expect(parseTime(ms)).toBe('2024-01-02 03:04:05');
  });
  it('supports custom patterns and the weekday', () => {
    expect(parseTime(local, '{y}/{m}/{d}')).toBe('2024/01/02');
    expect(parseTime(local, '{h}:{i} 周{a}')).toBe('03:04 周二');
  });
  it('returns an empty string for empty or invalid input', () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime(undefined)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime('not a date')).toBe('');
  });
});

describe('addDateRange', () => {
  it('adds params[beginTime]/[endTime] without touching the input', () => {
    const query = { pageNum: 1, params: { other: 'x' } };
    const out = addDateRange(query, ['2024-01-01', '2024-01-31']);
    expect(out).toEqual({ pageNum: 1, params: { other: 'x', beginTime: '2024-01-01', endTime: '2024-01-31' } });
    expect(query.params).toEqual({ other: 'x' });
    expect(serializeParams(out)).toBe('pageNum=1&params%5Bother%5D=x&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-31');
  });
  it('uses begin<Prop>/end<Prop> with a property name and formats dates', () => {
    const out = addDateRange({}, [dayjs('2024-02-03'), new Date(2024, 1, 4)], 'LoginTime');
    expect(out.params).toEqual({ beginLoginTime: '2024-02-03', endLoginTime: '2024-02-04' });
  });
  it('leaves the range empty without a selection', () => {
    expect(serializeParams(addDateRange({ a: 1 }, null))).toBe('a=1');
  });
});

describe('serializeParams', () => {
  it('expands arrays and nested objects', () => {
    expect(serializeParams({ ids: [1, 2], a: { b: { c: 'd' } } })).toBe('ids%5B0%5D=1&ids%5B1%5D=2&a%5Bb%5D%5Bc%5D=d');
    expect(serializeParams(undefined)).toBe('');
  });
});

describe('handleTree', () => {
  it('nests by parent id and keeps orphans as roots', () => {
    const rows = [
      { deptId: 100, parentId: 0, name: 'root' },
      { deptId: 101, parentId: 100, name: 'a' },
      { deptId: 102, parentId: 100, name: 'b' },
      { deptId: 103, parentId: 101, name: 'a1' },
      { deptId: 200, parentId: 999, name: 'orphan' },
    ];
    const tree = handleTree(rows, 'deptId');
    expect(tree.map((n) => n.name)).toEqual(['root', 'orphan']);
    expect(tree[0].children?.map((n) => n.name)).toEqual(['a', 'b']);
    expect(tree[0].children?.[0].children?.map((n) => n.name)).toEqual(['a1']);
    expect(tree[0].children?.[1].children).toBeUndefined();
    expect(rows[0]).not.toHaveProperty('children');
  });
  it('uses id/parentId by default', () => {
    expect(
      handleTree([
        { id: 1, parentId: 0 },
        { id: 2, parentId: 1 },
      ])[0].children,
    ).toHaveLength(1);
  });
});

describe('dictionary labels', () => {
  const options = [
    { label: '男', value: '0' },
    { label: '女', value: '1' },
  ];
  it('finds labels, falls back to the value, and is empty for no value', () => {
    expect(selectDictLabel(options, '1')).toBe('女');
    expect(selectDictLabel(options, 0)).toBe('男');
    expect(selectDictLabel(options, '9')).toBe('9');
    expect(selectDictLabel(options, undefined)).toBe('');
    expect(selectDictLabels(options, '0,1')).toBe('男,女');
    expect(selectDictLabels(options, ['1', '7'])).toBe('女,7');
  });
});

describe('withBaseUrl and formatMoney', () => {
  it('prefixes server paths only', () => {
    expect(withBaseUrl('/profile/a.png')).toBe('/prod-api/profile/a.png');
    expect(withBaseUrl('profile/a.png')).toBe('/prod-api/profile/a.png');
    expect(withBaseUrl('/prod-api/profile/a.png')).toBe('/prod-api/profile/a.png');
    expect(withBaseUrl('https://cdn/a.png')).toBe('https://cdn/a.png');
    expect(withBaseUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(withBaseUrl(null)).toBe('');
  });
  it('groups thousands and shows two decimals without float arithmetic', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('-12.345')).toBe('-12.34');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney(99.9)).toBe('99.90');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
  });
});
