import { Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { SortOrderParam } from './usePagedList.ts';

export interface ListTableProps<R> extends Omit<TableProps<R>, 'columns' | 'dataSource' | 'rowKey' | 'rowSelection' | 'pagination' | 'onChange'> {
  rowKey: keyof R & string;
  rows: R[];
  columns: TableColumnsType<R>;
  /** Keys of the columns the user hid with the right toolbar. */
  hiddenColumns?: ReadonlySet<string>;
  /** Row selection (checkbox column); left out, the table has none. */
  selection?: { selectedIds: number[]; onChange: (ids: number[]) => void };
  /** Server sorting: columns with `sorter: true` send their key as `orderByColumn` and `isAsc`. */
  sort?: { orderByColumn?: string; isAsc?: SortOrderParam; onChange: (column: string | undefined, isAsc: SortOrderParam | undefined) => void };
}

/** The operation column's key: it is kept at the right edge (`fixed: 'end'`). */
export const ACTIONS_KEY = 'actions';
/** Width counted for a column without one (it takes what is left, down to this). */
const AUTO_WIDTH = 100;
const SELECTION_WIDTH = 48;

type Column<R> = TableColumnsType<R>[number];

/** `ellipsis: true` cuts long text with "…" and shows the whole of it in a tooltip. */
function withTooltip<R>(column: Column<R>): Column<R> {
  if (column.ellipsis !== true) return column;
  const render = 'render' in column ? column.render : undefined;
  return {
    ...column,
    ellipsis: { showTitle: false },
    render: (value: unknown, row: R, index: number) => {
      const node = (render ? render(value, row, index) : value) as ReactNode;
      if (node === null || node === undefined || node === '') return node;
      return (
        <Tooltip placement="topLeft" title={node}>
          <span>{node}</span>
        </Tooltip>
      );
    },
  };
}

/** The least width the columns need; a wider screen spreads them, a narrower one scrolls with the fixed columns kept in view. */
function minWidth<R>(columns: TableColumnsType<R>, selectable: boolean): number {
  const sum = columns.reduce((total, c) => total + (typeof c.width === 'number' ? c.width : AUTO_WIDTH), 0);
  return sum + (selectable ? SELECTION_WIDTH : 0);
}

/**
 * The table of a list screen: no client paging (Pagination below does it), selection, hidden columns,
 * server sorting, the operation column fixed at the right and long text cut with a tooltip, so the
 * key columns and the operations stay in view without a sideways scroll.
 */
export default function ListTable<R extends object>({ rowKey, rows, columns, hiddenColumns, selection, sort, ...rest }: ListTableProps<R>) {
  const sortOrder = (key: string): SortOrder => (sort?.orderByColumn === key ? (sort.isAsc === 'asc' ? 'ascend' : 'descend') : null);
  const shown = columns
    .filter((c) => !hiddenColumns?.has(String(c.key)))
    .map((c) => (sort && 'sorter' in c && c.sorter === true ? { ...c, sortOrder: sortOrder(String(c.key)) } : c))
    .map((c) => (c.key === ACTIONS_KEY && c.fixed === undefined ? { ...c, fixed: 'end' as const } : c))
    .map(withTooltip);

  const onChange: TableProps<R>['onChange'] = (_pagination, _filters, sorter) => {
    if (!sort) return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || !one.columnKey) sort.onChange(undefined, undefined);
    else sort.onChange(String(one.columnKey), one.order === 'ascend' ? 'asc' : 'desc');
  };

  return (
    <Table<R>
      rowKey={rowKey}
      size="middle"
      dataSource={rows}
      columns={shown}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: minWidth(shown, Boolean(selection)) }}
      onChange={onChange}
      rowSelection={selection ? { selectedRowKeys: selection.selectedIds, onChange: (keys) => selection.onChange(keys.map(Number)) } : undefined}
      {...rest}
    />
  );
}
