import dayjs, { type Dayjs, isDayjs } from 'dayjs';
import i18n from '../i18n/index.ts';

export const API_BASE = '/prod-api';
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

function toDate(time: unknown): Dayjs | null {
  if (time === null || time === undefined || time === '') return null;
  if (time instanceof Date || isDayjs(time)) return dayjs(time);
  if (typeof time === 'number' || (typeof time === 'string' && /^\d+$/.test(time.trim()))) {
    const n = Number(time);
    // 10-digit numbers are Unix seconds, longer ones milliseconds.
    return dayjs(String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n);
  }
  if (typeof time === 'string') return dayjs(time.trim());
  return null;
}

/**
 * Formats a time with `{y} {m} {d} {h} {i} {s}` (and `{a}` for the weekday) placeholders.
 * Accepts Date, dayjs, ISO/`yyyy-MM-dd HH:mm:ss` strings and numbers (10 digits = seconds).
 * Returns '' for empty or invalid input.
 */
export function parseTime(time: unknown, pattern: string = DEFAULT_TIME_PATTERN): string {
  const date = toDate(time);
  if (!date?.isValid()) return '';
  const values: Record<string, number> = {
    y: date.year(),
    m: date.month() + 1,
    d: date.date(),
    h: date.hour(),
    i: date.minute(),
    s: date.second(),
    a: date.day(),
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_, key: string) => {
    const value = values[key];
    if (key === 'a') return i18n.t(`common:weekdays.${value}`);
    return key === 'y' ? String(value) : String(value).padStart(2, '0');
  });
}

type RangeValue = string | number | Date | Dayjs | null | undefined;

function rangeText(value: RangeValue): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date || isDayjs(value)) return dayjs(value).format('YYYY-MM-DD');
  return String(value);
}

/**
 * Adds a date range to list parameters as `params[beginTime]` / `params[endTime]`, or
 * `params[begin<Prop>]` / `params[end<Prop>]` with `propName`. Returns a new object.
 */
export function addDateRange<T extends object>(
  query: T,
  range: readonly RangeValue[] | null | undefined,
  propName?: string,
): T & { params: Record<string, unknown> } {
  const current = (query as { params?: unknown }).params;
  const params: Record<string, unknown> = current && typeof current === 'object' ? { ...current } : {};
  const [begin, end] = Array.isArray(range) ? range : [];
  params[propName ? `begin${propName}` : 'beginTime'] = rangeText(begin);
  params[propName ? `end${propName}` : 'endTime'] = rangeText(end);
  return { ...query, params };
}

export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Builds a tree from a flat list by id / parent id. Items whose parent is not in the list become
 * roots; `children` is set only on items that have some. The input is not modified.
 */
export function handleTree<T extends object>(data: readonly T[], id = 'id', parentId = 'parentId'): TreeNode<T>[] {
  const nodes = data.map((item) => ({ ...item }) as TreeNode<T>);
  const byId = new Map<unknown, TreeNode<T>>();
  for (const node of nodes) byId.set((node as Record<string, unknown>)[id], node);
  const roots: TreeNode<T>[] = [];
  for (const node of nodes) {
    const parent = byId.get((node as Record<string, unknown>)[parentId]);
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node];
    } else {
      roots.push(node);
    }
  }
  return roots;
}

export interface LabelValue {
  label: string;
  value: string | number;
}

/** Label of a dictionary value; the value itself when no option matches, '' for an empty value. */
export function selectDictLabel(options: readonly LabelValue[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const found = options.find((o) => String(o.value) === String(value));
  return found ? found.label : String(value);
}

/** Labels of several values (array or `separator`-joined string), joined with the same separator. */
export function selectDictLabels(options: readonly LabelValue[], value: unknown, separator = ','): string {
  if (value === undefined || value === null || value === '') return '';
  const values = Array.isArray(value) ? value : String(value).split(separator);
  return values
    .map((v) => selectDictLabel(options, typeof v === 'string' ? v.trim() : v))
    .filter((label) => label !== '')
    .join(separator);
}

/** Server file paths (`/profile/upload/...`) are served under the API prefix; absolute URLs are kept. */
export function withBaseUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (/^(https?:)?\/\//i.test(url) || /^(data|blob):/i.test(url) || url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Money for display: thousands separators and two decimals, without floating-point arithmetic. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, int, frac = ''] = match;
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
