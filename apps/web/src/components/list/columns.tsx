import { type TableColumnsType, Tooltip, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { parseTime } from '../../utils/format.ts';

/**
 * Cells and headers that keep a list within 1440 px without dropping a field: two values stacked in
 * one column (the main one over a secondary one) and a date over its time. ListTable adds up the
 * column widths; these let a list give one column to what took two.
 */

const LINE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const SECONDARY: CSSProperties = { ...LINE, fontSize: 12, lineHeight: '18px' };

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === '' || node === false;

interface StackedProps {
  /** The main value (first line). */
  top: ReactNode;
  /** The secondary value (second line, smaller and grey); nothing shows no second line. */
  bottom?: ReactNode;
  /** Show both lines whole in a tooltip (default): each line is cut with "…" when the column is narrower. */
  tooltip?: boolean;
}

/** Two values in one cell, the main one over a secondary one; each line is cut with "…", the tooltip shows both whole. */
export function Stacked({ top, bottom, tooltip = true }: StackedProps) {
  const hasBottom = !isEmpty(bottom);
  const body = (
    <div style={{ minWidth: 0 }}>
      <div style={LINE}>{isEmpty(top) ? '-' : top}</div>
      {hasBottom ? (
        <Typography.Text type="secondary" style={{ display: 'block', ...SECONDARY }}>
          {bottom}
        </Typography.Text>
      ) : null}
    </div>
  );
  if (!tooltip || (isEmpty(top) && !hasBottom)) return body;
  return (
    <Tooltip
      placement="topLeft"
      title={
        <>
          <div>{top}</div>
          {hasBottom ? <div>{bottom}</div> : null}
        </>
      }
    >
      {body}
    </Tooltip>
  );
}

/** The header of a stacked column: both titles, the second one as the cells show their second line. */
export function stackedTitle(top: string, bottom: string): ReactNode {
  return (
    <span style={{ display: 'inline-block', lineHeight: 1.3 }}>
      <span style={{ display: 'block' }}>{top}</span>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 'normal' }}>
        {bottom}
      </Typography.Text>
    </span>
  );
}

/**
 * A row link without padding of its own, for an operation column that holds two or three of them:
 * put them in `<Space size="small">` (the gap replaces the padding; two links in English fit 180 px).
 */
export const ROW_LINK_STYLE: CSSProperties = { padding: 0 };

/** Width of a date-time column whose cells show the date over the time. */
export const DATE_TIME_WIDTH = 100;

/** A date over its time (two lines), so a time column needs {@link DATE_TIME_WIDTH} px, not 160; '-' when empty. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const text = parseTime(value ?? null);
  if (!text) return <span>-</span>;
  const [date, time] = text.split(' ');
  return (
    <span style={{ display: 'inline-block', lineHeight: 1.35, whiteSpace: 'nowrap' }}>
      {date}
      {time ? (
        <>
          <br />
          {time}
        </>
      ) : null}
    </span>
  );
}

type Column<R> = TableColumnsType<R>[number];

/** Room a sort arrow takes in a header. */
const SORTER_WIDTH = 16;

/**
 * A date-time column shown as {@link DateTime} (date over time): `key` is the row's field and, with
 * `sorter`, the `orderByColumn` sent.
 */
export function dateTimeColumn<R>(key: keyof R & string, title: ReactNode, options: { sorter?: boolean } = {}): Column<R> {
  return {
    key,
    dataIndex: key,
    title,
    width: DATE_TIME_WIDTH + (options.sorter ? SORTER_WIDTH : 0),
    ...(options.sorter ? { sorter: true } : {}),
    render: (value: string | null) => <DateTime value={value} />,
  };
}

/**
 * Titles of a list some of whose columns show a second line under the first (`second`: column key →
 * the key, or keys joined by " · ", of what the second line shows): `title` for the header (two
 * lines), `label` for the column toggle ("A / B").
 */
export function pairedTitles(label: (key: string) => string, second: Readonly<Record<string, string | readonly string[]>>) {
  const below = (key: string) => {
    const keys = second[key];
    if (!keys) return '';
    return (typeof keys === 'string' ? [keys] : keys).map(label).join(' · ');
  };
  return {
    title: (key: string): ReactNode => (second[key] ? stackedTitle(label(key), below(key)) : label(key)),
    label: (key: string): string => (second[key] ? `${label(key)} / ${below(key)}` : label(key)),
  };
}
